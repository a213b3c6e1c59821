// A stacked bar of the samples by status; one image for assistive tech, named by the fraction that ran.
import type { StatusCount } from '../../lib/record/view-types';
import { statusClass } from '../shared/StatusBadge';

interface Props {
  ran: number;
  total: number;
  counts: StatusCount[];
}

/** @example <RunBar ran={5} total={7} counts={[{ status: 'ran', count: 5 }, { status: 'unverified', count: 2 }]} /> */
export function RunBar({ ran, total, counts }: Props) {
  return (
    <div class="pcl-runbar" role="img" aria-label={`${ran} of ${total} ran`}>
      {total > 0 &&
        counts.map((c) => <span key={c.status} class={`pcl-runbar-segment ${statusClass(c.status)}`} style={{ width: `${(c.count / total) * 100}%` }} />)}
    </div>
  );
}
