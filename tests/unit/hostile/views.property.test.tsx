// The components' own guard, apart from the background's: views whose addresses and words are hostile
// (as if a derived view ever let one slip, or a message were forged) still render no unsafe link and no
// markup. ExternalLink and LineLink check every href again; classes come only from fixed words.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CitationMark } from '../../../components/github/CitationMark';
import { FileStrip } from '../../../components/github/FileStrip';
import { PapersBox } from '../../../components/github/PapersBox';
import type { CitationView, LinkedPaperView, RepoPapersView } from '../../../lib/record/repo-view-types';
import type { PaperView, RepoKind } from '../../../lib/record/view-types';
import { baseRecord, BASE_NAMES, hostileText, hostileUrl, shownText } from './arbitraries';
import { assertSafeDom, show, unmountAll } from './dom';
import { derive, found, noop, renderPanel } from './pipeline';

afterAll(unmountAll);

const RUNS = { numRuns: 1000 };

const anyKind = fc.oneof(
  fc.constantFrom<RepoKind>('official', 'named_in_paper', 'listed', 'found_in_text', 'community'),
  hostileText as fc.Arbitrary<RepoKind>,
);
const views = new Map(BASE_NAMES.map((b) => [b, derive(baseRecord(b))!]));

/** A derived view with every address and every word replaced. */
const hostilePaperView = fc
  .record({
    base: fc.constantFrom(...BASE_NAMES),
    urls: fc.array(hostileUrl, { minLength: 16, maxLength: 16 }),
    words: fc.array(shownText, { minLength: 16, maxLength: 16 }),
    kind: anyKind,
  })
  .map(({ base, urls, words, kind }): { view: PaperView; shown: string[] } => {
    const view = structuredClone(views.get(base)!);
    let u = 0;
    let w = 0;
    const url = () => urls[u++ % urls.length]!;
    const word = () => words[w++ % words.length]!;
    view.title = word();
    view.recordPageUrl = url();
    view.syntologyUrl = url();
    if (view.attribution.ok)
      Object.assign(view.attribution.value, { site: url(), licenceUrl: url(), attributionUrl: url(), licence: word(), modified: word() });
    if (view.code.ok)
      for (const repo of view.code.value)
        Object.assign(repo, { url: url(), label: word(), kind, kindLabel: word(), kindExplanation: word(), framework: word() });
    if (view.samples.ok && view.samples.value) {
      view.samples.value.claim = word();
      for (const s of view.samples.value.samples) Object.assign(s, { fileUrl: url(), path: word(), entry: word(), status: word() });
    }
    return { view, shown: words.slice(0, w) };
  });

const hostilePaper = (arxivId: string): fc.Arbitrary<LinkedPaperView> =>
  fc.record({
    arxivId: fc.constant(arxivId),
    title: fc.option(shownText),
    absUrl: hostileUrl,
    recordPageUrl: fc.option(hostileUrl),
    kind: fc.option(anyKind),
    kindLabel: fc.option(shownText),
    kindExplanation: fc.option(shownText),
    official: fc.boolean(),
    samples: fc.option(fc.record({ ran: fc.nat(9), total: fc.nat(9), headline: shownText })),
  });

const citation: fc.Arbitrary<CitationView> = fc.record({
  arxivId: shownText,
  linkage: fc.oneof(
    fc.constantFrom<CitationView['linkage']>('linked', 'not-linked', 'no-record', 'unknown'),
    hostileText as fc.Arbitrary<CitationView['linkage']>,
  ),
  kindLabel: fc.option(shownText),
  title: fc.option(shownText),
  absUrl: hostileUrl,
});

const hostileRepoView: fc.Arbitrary<RepoPapersView> = fc.record({
  repo: shownText,
  papers: fc.tuple(hostilePaper('2607.21653'), hostilePaper('2607.00001')).chain((ps) => fc.subarray(ps)),
  citations: fc.array(citation, { maxLength: 4 }),
  samplesByPath: fc.dictionary(
    shownText,
    fc.array(fc.record({ entry: shownText, status: shownText, arxivId: shownText, paperTitle: fc.option(shownText), absUrl: hostileUrl }), {
      minLength: 1,
      maxLength: 3,
    }),
    { maxKeys: 2 },
  ),
  attribution: fc.option(
    fc.record({
      site: fc.option(hostileUrl),
      licence: fc.option(shownText),
      licenceUrl: fc.option(hostileUrl),
      attributionUrl: fc.option(hostileUrl),
      modified: fc.option(shownText),
      nonAffiliation: fc.option(shownText),
      metadataLicence: fc.option(shownText),
    }),
  ),
  basis: fc.constantFrom('repo-record' as const, 'readme-papers' as const),
});

const surface = fc.oneof(
  hostilePaperView.map((p) => ({ kind: 'paper' as const, ...p })),
  fc.tuple(hostileRepoView, fc.boolean()).map(([view, stale]) => ({ kind: 'box' as const, view, stale })),
  fc
    .tuple(
      hostileRepoView,
      fc.array(
        fc.oneof(
          hostileUrl,
          fc.nat(999).map((n) => `#L${n}`),
          fc.constant(null),
        ),
        { minLength: 3, maxLength: 3 },
      ),
    )
    .map(([view, lines]) => ({ kind: 'strip' as const, view, lines })),
);

describe('views with hostile addresses and words, rendered directly', () => {
  it('still link only to http(s) (and #L anchors in the strip), with rel="noopener noreferrer", and show the words as text', () => {
    fc.assert(
      fc.property(surface, fc.constantFrom('light' as const, 'dark' as const), (s, theme) => {
        if (s.kind === 'paper') {
          const root = renderPanel(found(s.view));
          assertSafeDom(root);
          for (const word of s.shown) expect(root.textContent).toContain(word);
        } else if (s.kind === 'box') {
          const root = show(<PapersBox lookup={{ status: 'found', view: s.view, stale: s.stale, problem: null }} showNoPapers theme={theme} onRetry={noop} />);
          assertSafeDom(root);
          for (const p of s.view.papers) expect(root.textContent).toContain(p.title ?? `arXiv:${p.arxivId}`);
        } else {
          for (const c of s.view.citations) assertSafeDom(show(<CitationMark citation={c} theme={theme} />));
          for (const samples of Object.values(s.view.samplesByPath)) {
            const items = samples.map((sample, i) => ({ sample, lineHref: s.lines[i] ?? null }));
            const root = show(<FileStrip items={items} theme={theme} attribution={s.view.attribution} />);
            assertSafeDom(root, { lineAnchors: true });
            for (const { sample } of items) expect(root.textContent).toContain(sample.entry);
          }
        }
      }),
      RUNS,
    );
  }, 60_000);
});
