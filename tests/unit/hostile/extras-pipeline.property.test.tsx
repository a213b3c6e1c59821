// Property tests for what the panel shows besides the record, end to end: a page's links and text
// read by the code-link reader, and Papers with Code's answer read by its derivation, rendered in the
// panel beside a real record or none. Hostile text and addresses, wrong types, 5,000 links: nothing
// throws, no markup comes from data, every link is http(s) with rel="noopener noreferrer", and each
// repository is shown once.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { PaperPanel } from '../../../components/panel/PaperPanel';
import { readCodeLinks } from '../../../lib/pages/code-links';
import { NAMED_WHERE, type NamedCodeLink, type SecondOpinion } from '../../../lib/record/code-part-types';
import { deriveSecondOpinion } from '../../../lib/record/derive-second';
import type { PaperLookup } from '../../../lib/record/view-types';
import { baseRecord, hostileText, hostileUrl, wrongValue } from './arbitraries';
import { assertSafeDom, show, unmountAll } from './dom';
import { derive, found, noop } from './pipeline';

const baseLookup = (): PaperLookup => found(derive(baseRecord('arxiv-2607.21653.json'))!);

afterAll(unmountAll);

const ID = '2607.21653';
const SITE = 'https://paperswithcode.co';
const RUNS = { numRuns: 200 };
const TIME = 60_000;

const region = fc.record({
  where: fc.oneof(fc.constantFrom(...NAMED_WHERE), wrongValue),
  hrefs: fc.oneof(
    fc.array(fc.oneof(hostileUrl, fc.constantFrom('https://github.com/NVIDIA-NeMo/labs-molt', 'https://gitlab.com/g/p')), { maxLength: 20 }),
    wrongValue,
  ),
  text: fc.oneof(hostileText, fc.constant('code at github.com/acme/tool and gitlab.com/group/sub/proj.'), wrongValue),
});
const field = <T,>(good: fc.Arbitrary<T>) => fc.oneof(good, wrongValue, fc.constant(undefined));
const answer = fc.record({
  paper: fc.oneof(fc.record({ id: field(fc.oneof(hostileText, fc.constant('molt'))), arxiv_id: field(fc.constantFrom(ID, '2607.00001')) }), wrongValue),
  repositories: fc.oneof(
    fc.record({
      count: field(fc.integer()),
      results: field(
        fc.array(fc.record({ url: field(hostileUrl), stars: field(fc.integer()), framework: field(hostileText), is_official: field(fc.boolean()) }), {
          maxLength: 20,
        }),
      ),
    }),
    wrongValue,
  ),
});

function renderExtras(lookup: PaperLookup, named: readonly NamedCodeLink[], opinion: SecondOpinion | null): HTMLElement {
  return show(<PaperPanel lookup={lookup} collapsed={false} onToggleCollapsed={noop} onRetry={noop} extras={{ named, opinion }} />);
}

/** Each repository address is a link at most once in the whole panel. */
function assertEachOnce(root: HTMLElement): void {
  const repos = [...root.querySelectorAll('a.pcl-repo-link')].map((a) => a.getAttribute('href')?.toLowerCase());
  expect(new Set(repos).size).toBe(repos.length);
}

describe('the panel beside the record, on hostile input', () => {
  it(
    'renders any page text and any Papers with Code answer safely, beside the real record and beside none',
    () => {
      const lookups: PaperLookup[] = [baseLookup(), { status: 'none', arxivId: ID }, { status: 'unreachable', problem: '<b>x</b>' }];
      fc.assert(
        fc.property(fc.array(region, { maxLength: 6 }), fc.jsonValue(), answer, fc.constantFrom(0, 1, 2), (regions, json, body, which) => {
          const named = readCodeLinks(regions as never);
          for (const opinion of [deriveSecondOpinion(body, ID, SITE), deriveSecondOpinion(json, ID, SITE)]) {
            const root = renderExtras(lookups[which]!, named, opinion);
            assertSafeDom(root, { reparse: true });
            assertEachOnce(root);
          }
        }),
        RUNS,
      );
    },
    TIME,
  );

  it('a page naming 5,000 repositories shows at most the reader’s bound, each once, and breaks nothing', () => {
    const hrefs = Array.from({ length: 5_000 }, (_, i) => `https://github.com/owner${i}/repo${i}`);
    const named = readCodeLinks([{ where: 'abstract', hrefs, text: hrefs.join(' ') }]);
    const root = renderExtras({ status: 'none', arxivId: ID }, named, null);
    assertSafeDom(root);
    const shown = root.querySelectorAll('.pcl-named a.pcl-repo-link');
    expect(shown.length).toBe(50);
    assertEachOnce(root);
  });
});
