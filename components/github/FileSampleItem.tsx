// One harvested function in the file strip: its name, linked to its line when known, and its run status.
import type { FileSampleView } from '../../lib/record/repo-view-types';
import { LineLink } from './LineLink';
import { StatusBadge } from '../shared/StatusBadge';

interface Props {
  sample: FileSampleView;
  /** "#L<n>" on this page, when the function's line is known. */
  lineHref: string | null;
}

/** @example <FileSampleItem sample={samples[0]} lineHref="#L12" /> */
export function FileSampleItem({ sample, lineHref }: Props) {
  return (
    <span class="pcl-gh-fn">
      <LineLink href={lineHref} class="pcl-gh-fn-name">
        <code>{sample.entry}</code>
      </LineLink>{' '}
      <StatusBadge status={sample.status} />
    </span>
  );
}
