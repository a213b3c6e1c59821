// Property tests for the listing badge: badgeSummary of any lookup (records edited from the real one,
// hostile problems) rendered by ListingBadge, which shows only counts and fixed words.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ListingBadge } from '../../../components/badges/ListingBadge';
import { badgeSummary } from '../../../lib/record/badge-summary';
import type { PaperLookup } from '../../../lib/record/view-types';
import { anyRecord, hostileText, shownText } from './arbitraries';
import { assertSafeDom, show, unmountAll } from './dom';
import { derive, found } from './pipeline';

afterAll(unmountAll);

const RUNS = { numRuns: 1000 };

const lookup: fc.Arbitrary<PaperLookup> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(anyRecord, fc.boolean(), fc.option(hostileText)).map(([{ record }, stale, problem]) => found(derive(record)!, { stale, problem })),
  },
  { weight: 1, arbitrary: hostileText.map((arxivId): PaperLookup => ({ status: 'none', arxivId })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('unreachable' as const, 'unreadable' as const, 'invalid-id' as const), shownText)
      .map(([status, problem]): PaperLookup => ({ status, problem })),
  },
);

/** The visible text: "N repo(s)" (★ when one is official), then "ran/total ran" when there are samples. */
const TEXT = /^(?:\d+ repos?(?: ★)?(?: · \d+\/\d+ ran)?|no record|\?)$/;

describe('ListingBadge of any lookup', () => {
  it('shows counts and fixed words only, the problem only in its label, and no markup from data', () => {
    fc.assert(
      fc.property(lookup, fc.boolean(), (l, expanded) => {
        const summary = badgeSummary(l);
        const root = show(<ListingBadge summary={summary} expanded={expanded} onActivate={() => undefined} />);
        assertSafeDom(root);
        const button = root.firstElementChild!;
        expect(button.tagName).toBe('BUTTON');
        expect(button.getAttribute('type')).toBe('button');
        expect(button.textContent).toBe(summary.text);
        expect(summary.text).toMatch(TEXT);
        expect(button.getAttribute('aria-label')).toBe(`${summary.text} — ${summary.label}`);
        expect(button.getAttribute('title')).toBe(summary.label);
        expect(['code', 'empty', 'problem']).toContain(summary.tone);
        if (l.status === 'found') {
          const repos = l.view.code.ok ? l.view.code.value.length : 0;
          expect(summary.text.startsWith(`${repos} repo`)).toBe(true);
          expect(summary.tone).toBe(repos > 0 ? 'code' : 'empty');
        } else if (l.status !== 'none') {
          // The problem text reaches the label verbatim, as an attribute value, never the markup.
          expect(summary.label).toBe(`Code with Papers: ${l.problem}`);
        }
      }),
      RUNS,
    );
  }, 30_000);
});
