// Damaged stored settings: whatever storage holds, every reader gets a usable value, never a throw.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  cacheMaxEntries,
  cacheTtlHours,
  DEFAULT_RECORD_SOURCE,
  features,
  panelCollapsed,
  panelStartsCollapsed,
  recentLookups,
  recordSource,
} from '../../../lib/settings';

beforeEach(() => fakeBrowser.reset());

/** Writes a raw value under a setting's key, as a damaged profile or a hand edit would. */
const store = (key: string, value: unknown) => fakeBrowser.storage.local.set({ [key.replace(/^local:/, '')]: value });
const HUGE = 'x'.repeat(3_000_000);

describe.each([
  ['recordSource', recordSource, [42, null, ['https://a.example'], { url: 'x' }, HUGE, 'javascript:alert(1)', ''], DEFAULT_RECORD_SOURCE],
  ['cacheMaxEntries', cacheMaxEntries, ['500', -1, 0, 1e9, Number.NaN, 2.5, null, [500]], 500],
  ['cacheTtlHours', cacheTtlHours, ['24', 0, 100_000, Number.POSITIVE_INFINITY, {}, true], 24],
  ['panelCollapsed', panelCollapsed, ['true', 1, null, HUGE, [true]], false],
  ['panelStartsCollapsed', panelStartsCollapsed, ['sometimes', 1, null, ['open'], HUGE], 'remember'],
])('%s', (_name, item, damaged, fallback) => {
  it.each(damaged.map((value) => [typeof value === 'string' && value.length > 100 ? 'a 3 MB string' : (JSON.stringify(value) ?? String(value)), value]))(
    'falls back when storage holds %s',
    async (_what, value) => {
      await store(item.key, value);
      await expect(item.getValue()).resolves.toEqual(fallback);
    },
  );
});

describe('features', () => {
  it('falls back whole for what is not an object of switches', async () => {
    for (const value of [null, 'on', 7, [true, false]]) {
      await store(features.key, value);
      expect(Object.values(await features.getValue()).every((on) => on === true)).toBe(true);
    }
  });

  it('keeps the good switches and puts each bad one at its default', async () => {
    await store(features.key, { abstractPanel: false, listingBadges: 'no', githubBox: null, readmeMarks: false, extra: 1 });
    expect(await features.getValue()).toEqual({
      abstractPanel: false,
      listingBadges: true,
      githubBox: true,
      readmeMarks: false,
      fileStrip: true,
      noPapersLine: true,
    });
  });
});

describe('recentLookups', () => {
  it('keeps the good entries, shows the query where the label is missing, and drops the rest', async () => {
    await store(recentLookups.key, [
      { kind: 'paper', query: '2607.21653', label: 'MOLT', at: 3 },
      { kind: 'repo', query: 'openai/whisper', at: 2 },
      { kind: 'paper' },
      null,
      'arXiv:2607.00001',
      { kind: 'shell', query: 'rm -rf', label: 'x', at: 1 },
      { kind: 'repo', query: 'a/b', label: 42, at: 'yesterday' },
    ]);
    expect(await recentLookups.getValue()).toEqual([
      { kind: 'paper', query: '2607.21653', label: 'MOLT', at: 3 },
      { kind: 'repo', query: 'openai/whisper', label: 'openai/whisper', at: 2 },
      { kind: 'repo', query: 'a/b', label: 'a/b', at: 0 },
    ]);
  });

  it('falls back to no entries for what is not a list', async () => {
    await store(recentLookups.key, { 0: { kind: 'paper', query: '2607.21653', label: 'x', at: 1 } });
    expect(await recentLookups.getValue()).toEqual([]);
  });

  it('keeps at most ten of a long damaged list', async () => {
    await store(
      recentLookups.key,
      Array.from({ length: 5_000 }, (_, i) => ({ kind: 'paper', query: `2607.${10000 + i}`, label: 'p', at: i })),
    );
    expect(await recentLookups.getValue()).toHaveLength(10);
  });

  it('passes a damaged value through watch checked as well', async () => {
    const seen: unknown[] = [];
    const unwatch = recentLookups.watch((next) => seen.push(next));
    await store(recentLookups.key, [{ kind: 'repo', query: 'a/b' }]);
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toEqual([{ kind: 'repo', query: 'a/b', label: 'a/b', at: 0 }]);
    unwatch();
  });
});
