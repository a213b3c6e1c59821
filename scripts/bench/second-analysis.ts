// The second source on the abstract page, from what the page-side probe noted (second-probe.ts): when
// the record and the "Also listed by Papers with Code" part were shown, and which nodes of the panel
// changed after the record was shown, sorted into the second part, the record rows' "also" lines,
// and anywhere else.
import { fromRuns, type Figure } from './figure';

/** What one load with the second source on gave. */
export interface SecondRun {
  /** The record's text first in the panel in the document, `performance.now()` ms; null: never. */
  recordAt: number | null;
  /** The second part ("Also listed by Papers with Code") first in it; null: never. */
  secondAt: number | null;
  /**
   * Each node changed after the record was shown (added, removed, its text or an attribute changed),
   * once each: the node first, then its parents up to the shadow root, each as `tag.class.class`
   * (`#text` for text).
   */
  mutated: string[][];
}

export type Zone = 'second' | 'repoAlso' | 'offer' | 'elsewhere';

const classesOf = (segment: string) => segment.split('.').slice(1);

/**
 * Where in the panel a changed node is: inside (or being) `section.pcl-second`, inside (or being) a
 * record row's `.pcl-repo-also` line, inside (or being) the one-time GitHub offer
 * (`aside.pcl-github-offer`, the last thing in the panel's body: it comes with the repositories'
 * states, after the record, and moves nothing above it), or elsewhere. The second part wins when
 * both are on the path.
 * @example zoneOf(['#text', 'span.pcl-repo-also.pcl-origin', 'li.pcl-repo']) // 'repoAlso'
 * @example zoneOf(['section.pcl-section.pcl-second', 'div.pcl-body']) // 'second'
 */
export function zoneOf(path: readonly string[]): Zone {
  if (path.some((segment) => segment.split('.')[0] === 'section' && classesOf(segment).includes('pcl-second'))) return 'second';
  if (path.some((segment) => classesOf(segment).includes('pcl-repo-also'))) return 'repoAlso';
  if (path.some((segment) => segment.split('.')[0] === 'aside' && classesOf(segment).includes('pcl-github-offer'))) return 'offer';
  return 'elsewhere';
}

/**
 * How many changed nodes fall in each zone.
 * @example countZones([['section.pcl-second'], ['#text', 'span.pcl-repo-also']]) // { second: 1, repoAlso: 1, offer: 0, elsewhere: 0 }
 */
export function countZones(paths: readonly (readonly string[])[]): Record<Zone, number> {
  const counts: Record<Zone, number> = { second: 0, repoAlso: 0, offer: 0, elsewhere: 0 };
  for (const path of paths) counts[zoneOf(path)]++;
  return counts;
}

/**
 * The second part's time after the record's, ms: 0 when both were in the panel's first frame,
 * negative when it came first; NaN when either never showed.
 * @example secondAfterRecord({ recordAt: 100, secondAt: 130, mutated: [] }) // 30
 */
export function secondAfterRecord(run: SecondRun): number {
  return run.recordAt === null || run.secondAt === null ? Number.NaN : run.secondAt - run.recordAt;
}

/** Whether the second part was shown, and not before the record. */
const cameAfter = (run: SecondRun) => secondAfterRecord(run) >= 0;

/**
 * The figures of one group of loads (`idPrefix` e.g. `abstract.second.warm`): when the record and the
 * second part were shown, the second part's time after the record's, the runs where it did not come
 * after (never shown counts), and the nodes changed after the record was shown, by zone. The second
 * part's and the "also" lines' counts are medians over the runs where it came after the record was
 * already shown (in the others there was nothing left to change); elsewhere is the most in any run.
 * @example secondFigures('abstract.second.warm', 'Second source', 'warm: ', runs).find((f) => f.id.endsWith('.notAfter'))?.value // 0
 */
export function secondFigures(idPrefix: string, section: string, labelPrefix: string, runs: readonly SecondRun[]): Figure[] {
  const n = runs.length;
  const after = runs.filter(cameAfter).length;
  const later = runs.filter((run) => secondAfterRecord(run) > 0);
  const together = after - later.length;
  const counts = runs.map((run) => countZones(run.mutated));
  const laterCounts = later.map((run) => countZones(run.mutated));
  const elsewhere = counts.map((c) => c.elsewhere);
  // The first few places that changed elsewhere, to say what moved when the budget is broken.
  const where = [...new Set(runs.flatMap((run) => run.mutated.filter((path) => zoneOf(path) === 'elsewhere').map((path) => path.slice(0, 3).join(' < '))))];
  const base = (id: string, label: string, unit: 'ms' | 'count') => ({ id: `${idPrefix}.${id}`, section, label: `${labelPrefix}${label}`, unit });
  const nothingLater =
    later.length === 0 ? { note: `n/a: the second part was never drawn after the record was shown (${together} of ${n} runs: both in one frame)` } : {};
  const overLater = `median over the ${later.length} of ${n} runs where it came after the record was shown`;
  return [
    fromRuns(
      base('recordShown', "navigation start to the record's panel", 'ms'),
      runs.map((run) => run.recordAt ?? Number.NaN),
    ),
    fromRuns(
      base('secondShown', 'navigation start to "Also listed by Papers with Code"', 'ms'),
      runs.map((run) => run.secondAt ?? Number.NaN),
    ),
    fromRuns(
      {
        ...base('secondAfterRecordMs', 'second part shown − record shown', 'ms'),
        note: `not before the record in ${after} of ${n} runs (in the same frame in ${together})`,
      },
      runs.map(secondAfterRecord),
    ),
    {
      ...base('notAfter', 'runs where the second part did not come after the record', 'count'),
      value: n === 0 ? null : n - after,
      note: `of ${n} runs; never shown counts`,
    },
    {
      ...fromRuns(
        base('mutated.second', 'nodes changed after the record: in the second part', 'count'),
        laterCounts.map((c) => c.second),
      ),
      ...(later.length > 0 ? { note: overLater } : nothingLater),
    },
    {
      ...fromRuns(
        base('mutated.repoAlso', "nodes changed after the record: in record rows' .pcl-repo-also", 'count'),
        laterCounts.map((c) => c.repoAlso),
      ),
      ...(later.length > 0 ? { note: `${overLater}; by design: a repository both list is shown once, in the record's row` } : nothingLater),
    },
    {
      ...base('mutated.offer', 'nodes changed after the record: the GitHub offer', 'count'),
      value: n === 0 ? null : Math.max(...counts.map((c) => c.offer)),
      note: `the most in any of ${n} runs; by design: the one-time offer comes with the repositories' states, at the panel's end`,
    },
    {
      ...base('mutated.elsewhere', 'nodes changed after the record: anywhere else', 'count'),
      value: n === 0 ? null : Math.max(...elsewhere),
      note: `the most in any of ${n} runs${where.length > 0 ? `; e.g. ${where.slice(0, 3).join(', ')}` : ''}`,
    },
  ];
}
