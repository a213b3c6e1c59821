// The run status of the harvested functions: headline, bar, counts, the record's claim, and the list.
import type { SamplesView, Section } from '../../lib/record/view-types';
import { Disclosure } from '../shared/Disclosure';
import { RunBar } from './RunBar';
import { SampleItem } from './SampleItem';
import { SectionBlock } from './SectionBlock';
import { statusClass } from '../shared/StatusBadge';

interface Props {
  samples: Section<SamplesView | null>;
}

function readAtDate(readAt: string): string {
  // The record gives an ISO timestamp; its day is enough here, and stays the record's own words.
  return /^\d{4}-\d{2}-\d{2}/.test(readAt) ? readAt.slice(0, 10) : readAt;
}

/** @example <SamplesSection samples={view.samples} /> */
export function SamplesSection({ samples }: Props) {
  return (
    <SectionBlock heading="Sample runs" section={samples} class="pcl-samples">
      {(value) =>
        value === null ? (
          <p class="pcl-empty">No harvested samples</p>
        ) : (
          <>
            <p class="pcl-headline">{value.headline}</p>
            <RunBar ran={value.ran} total={value.total} counts={value.counts} />
            <ul class="pcl-counts">
              {value.counts.map((c) => (
                <li key={c.status} class="pcl-count">
                  <span class={`pcl-dot ${statusClass(c.status)}`} aria-hidden="true" />
                  {c.count} {c.status}
                </li>
              ))}
            </ul>
            {value.claim && <p class="pcl-claim">{value.claim}</p>}
            <Disclosure label={`Harvested functions (${value.samples.length})`} class="pcl-sample-disclosure">
              <ul class="pcl-sample-list">
                {value.samples.map((sample, i) => (
                  <SampleItem key={`${sample.repo ?? ''}:${sample.path ?? ''}:${sample.entry}:${i}`} sample={sample} />
                ))}
              </ul>
              {value.readAt && (
                <p class="pcl-note">
                  Read <time dateTime={value.readAt}>{readAtDate(value.readAt)}</time>
                  {value.readAtIs ? ` (${value.readAtIs})` : ''}
                </p>
              )}
            </Disclosure>
          </>
        )
      }
    </SectionBlock>
  );
}
