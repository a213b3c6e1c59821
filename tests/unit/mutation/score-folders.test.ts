// The mutation score by folder that `npm run test:mutation` prints and holds to its floors.
import { describe, expect, it } from 'vitest';
import { scoreFolders } from '../../../scripts/mutation/score-folders';

const mutants = (...statuses: string[]) => ({
  mutants: statuses.map((status) =>
    status === 'Static' ? { status: 'Ignored', statusReason: 'Static mutant (and "ignoreStatic" was enabled)' } : { status, statusReason: 'a reason' },
  ),
});

describe('scoreFolders', () => {
  it('scores killed and timed-out mutants over those run or left uncovered, each core folder apart', () => {
    const scores = scoreFolders({
      files: {
        'lib/ids/arxiv.ts': mutants('Killed', 'Killed', 'Timeout', 'Survived'),
        'lib/ids/github.ts': mutants('Killed', 'NoCoverage', 'Ignored', 'CompileError', 'Static', 'Static'),
        'lib/cache/record-cache.ts': mutants('Killed', 'Killed', 'Killed', 'Killed', 'Killed', 'Killed', 'Killed', 'Killed', 'Killed', 'Survived'),
        'lib/ui/badge.ts': mutants('Survived', 'Survived'),
        'server/app.ts': mutants('Killed', 'Killed'),
      },
    });
    const byFolder = Object.fromEntries(scores.map((s) => [s.folder, s]));
    // 4 killed of 6 scored: the ignored and the one that did not compile are not scored.
    expect(byFolder['lib/ids']).toMatchObject({ killed: 4, survived: 1, noCoverage: 1, equivalent: 1, staticLeftOut: 2, floor: 90 });
    expect(byFolder['lib/ids']?.score).toBeCloseTo(66.67, 2);
    expect(byFolder['lib/cache']?.score).toBe(90);
    expect(byFolder['lib/record']?.score).toBeNull();
    // 15 killed of 20 scored across lib/ and server/.
    expect(byFolder['everything in this run']).toMatchObject({ killed: 15, survived: 4, noCoverage: 1, floor: 80 });
    expect(byFolder['everything in this run']?.score).toBe(75);
  });

  it('scores every other folder of the report on its own, held to no floor, between the core folders and the whole', () => {
    const scores = scoreFolders({
      files: {
        'lib/ui/badge.ts': mutants('Survived', 'Killed', 'Killed', 'Killed'),
        'lib/settings.ts': mutants('Killed'),
        'server/app.ts': mutants('Killed', 'NoCoverage'),
        'mounts/draw-panel.tsx': mutants('Killed', 'Survived'),
        'lib/ids/arxiv.ts': mutants('Killed'),
      },
    });
    expect(scores.map((s) => s.folder)).toEqual([
      'lib/record',
      'lib/cache',
      'lib/ids',
      'lib/net',
      'lib/background',
      'lib',
      'lib/ui',
      'mounts',
      'server',
      'everything in this run',
    ]);
    const byFolder = Object.fromEntries(scores.map((s) => [s.folder, s]));
    expect(byFolder['lib/ui']).toMatchObject({ killed: 3, survived: 1, score: 75, floor: null });
    expect(byFolder.lib).toMatchObject({ killed: 1, score: 100, floor: null });
    expect(byFolder.server).toMatchObject({ killed: 1, noCoverage: 1, score: 50, floor: null });
    expect(byFolder.mounts).toMatchObject({ killed: 1, survived: 1, score: 50, floor: null });
    expect(byFolder['everything in this run']).toMatchObject({ killed: 7, survived: 2, noCoverage: 1 });
  });

  it('leaves files outside lib/, mounts/ and server/ out, and reads Windows separators', () => {
    const scores = scoreFolders({
      files: { 'scripts/bench/run.ts': mutants('Survived'), 'lib\\net\\fetch.ts': mutants('Killed') },
    });
    expect(scores.find((s) => s.folder === 'lib/net')?.score).toBe(100);
    expect(scores.find((s) => s.folder === 'everything in this run')).toMatchObject({ killed: 1, survived: 0 });
  });
});
