// A strip above a file's code: the harvested functions defined in it, their run status, and their paper.
import type { FileSampleView } from '../../lib/record/repo-view-types';
import type { AttributionView } from '../../lib/record/view-types';
import { CompactAttribution } from './CompactAttribution';
import { ExternalLink } from '../shared/ExternalLink';
import { FileSampleItem } from './FileSampleItem';
import { ghRootClass, type GithubTheme } from './github-theme';

export interface FileStripItem {
  sample: FileSampleView;
  /** "#L<n>" on this page, when the function's line is known. */
  lineHref: string | null;
}

interface Props {
  items: FileStripItem[];
  theme: GithubTheme;
  /** The record's attribution, which CC BY-SA asks to travel with the statuses shown. */
  attribution?: AttributionView | null;
}

interface PaperGroup {
  arxivId: string;
  title: string | null;
  absUrl: string;
  items: FileStripItem[];
}

/** The items by paper, papers in the order they first appear, items in their given order. */
function byPaper(items: FileStripItem[]): PaperGroup[] {
  const groups = new Map<string, PaperGroup>();
  for (const item of items) {
    const { arxivId, paperTitle, absUrl } = item.sample;
    const group = groups.get(arxivId) ?? { arxivId, title: paperTitle, absUrl, items: [] };
    group.items.push(item);
    groups.set(arxivId, group);
  }
  return [...groups.values()];
}

/** @example <FileStrip items={[{ sample, lineHref: '#L12' }]} theme="light" attribution={view.attribution} /> */
export function FileStrip({ items, theme, attribution = null }: Props) {
  if (items.length === 0) return null;
  const count = `${items.length} harvested function${items.length === 1 ? '' : 's'} in this file:`;
  return (
    <section class={ghRootClass('pcl-gh-strip', theme)} aria-label="Code with Papers: harvested functions in this file">
      <p class="pcl-gh-strip-text">
        <span class="pcl-gh-strip-count">{count}</span>{' '}
        {byPaper(items).map((group, g) => (
          <span key={group.arxivId} class="pcl-gh-strip-group">
            {g > 0 && '; '}
            {group.items.map((item, i) => (
              <span key={`${item.sample.entry}:${i}`}>
                {i > 0 && ', '}
                <FileSampleItem sample={item.sample} lineHref={item.lineHref} />
              </span>
            ))}
            <span class="pcl-gh-strip-paper">
              {' — from '}
              <ExternalLink href={group.absUrl}>{group.title ?? `arXiv:${group.arxivId}`}</ExternalLink>
            </span>
          </span>
        ))}
      </p>
      {attribution && <CompactAttribution attribution={attribution} />}
    </section>
  );
}
