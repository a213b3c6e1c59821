// Settings: the defaults, the features migration from version 1, and the small helpers beside them.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  addRecentLookup,
  cacheMaxEntries,
  cacheTtlHours,
  DEFAULT_FEATURES,
  FEATURE_KEYS,
  features,
  initialCollapsed,
  MAX_RECENT_LOOKUPS,
  migrateFeaturesV1,
  panelCollapsed,
  panelStartsCollapsed,
  readRecentLookups,
  recentLookups,
  recordSource,
  sourceBase,
  type RecentLookup,
} from '../../../lib/settings';

beforeEach(() => {
  fakeBrowser.reset();
});

/** Loads lib/settings afresh, as an extension update starts it: its items migrate on definition. */
async function freshSettings() {
  vi.resetModules();
  return import('../../../lib/settings');
}

describe('defaults', () => {
  it('reads every setting as its fallback from an empty store', async () => {
    // No RECORD_SOURCE is baked into the unit tests' build: the public site is the default.
    expect(await recordSource.getValue()).toBe('https://codewithpapers.app');
    expect(await cacheMaxEntries.getValue()).toBe(500);
    expect(await cacheTtlHours.getValue()).toBe(24);
    expect(await panelCollapsed.getValue()).toBe(false);
    expect(await panelStartsCollapsed.getValue()).toBe('remember');
    expect(await recentLookups.getValue()).toEqual([]);
    expect(await features.getValue()).toEqual(DEFAULT_FEATURES);
  });

  it('has every feature on by default, and one key per feature', () => {
    expect(Object.keys(DEFAULT_FEATURES).sort()).toEqual([...FEATURE_KEYS].sort());
    expect(Object.values(DEFAULT_FEATURES).every((on) => on === true)).toBe(true);
    expect(FEATURE_KEYS).toEqual(['abstractPanel', 'listingBadges', 'githubBox', 'readmeMarks', 'fileStrip', 'noPapersLine']);
  });

  it('keeps its storage keys in the local area, where the rest of the extension reads them', () => {
    expect(recordSource.key).toBe('local:settings:recordSource');
    expect(cacheMaxEntries.key).toBe('local:settings:cacheMaxEntries');
    expect(panelCollapsed.key).toBe('local:ui:panelCollapsed');
    expect(features.key).toBe('local:settings:features');
  });

  it('sourceBase drops trailing slashes and spaces', () => {
    expect(sourceBase(' https://records.example.org/base// ')).toBe('https://records.example.org/base');
  });
});

describe('features migration', () => {
  it('moves a version-1 store to version 2 without losing a value', async () => {
    await fakeBrowser.storage.local.set({ 'settings:features': { panel: false, badges: true }, 'settings:features$': { v: 1 } });
    const settings = await freshSettings();
    expect(await settings.features.getValue()).toEqual({ ...DEFAULT_FEATURES, abstractPanel: false, listingBadges: true });
    const raw = await fakeBrowser.storage.local.get(['settings:features', 'settings:features$']);
    expect(raw['settings:features$']).toEqual({ v: 2 });
    expect(raw['settings:features']).not.toHaveProperty('panel');
  });

  it('keeps the other old value too', async () => {
    await fakeBrowser.storage.local.set({ 'settings:features': { panel: true, badges: false }, 'settings:features$': { v: 1 } });
    const settings = await freshSettings();
    const value = await settings.features.getValue();
    expect(value.abstractPanel).toBe(true);
    expect(value.listingBadges).toBe(false);
    expect(value.githubBox).toBe(true);
  });

  it('leaves a version-2 store alone', async () => {
    const stored = { ...DEFAULT_FEATURES, githubBox: false, fileStrip: false };
    await fakeBrowser.storage.local.set({ 'settings:features': stored, 'settings:features$': { v: 2 } });
    const settings = await freshSettings();
    expect(await settings.features.getValue()).toEqual(stored);
  });

  it.each([
    [
      { panel: false, badges: false },
      { ...DEFAULT_FEATURES, abstractPanel: false, listingBadges: false },
    ],
    [{ badges: false }, { ...DEFAULT_FEATURES, listingBadges: false }],
    [{ panel: 'no', badges: 0 }, DEFAULT_FEATURES],
    [null, DEFAULT_FEATURES],
  ])('migrateFeaturesV1(%j)', (old, expected) => {
    expect(migrateFeaturesV1(old as never)).toEqual(expected);
  });
});

describe('initialCollapsed', () => {
  it.each([
    ['remember', false, false],
    ['remember', true, true],
    ['open', true, false],
    ['open', false, false],
    ['collapsed', false, true],
    ['collapsed', true, true],
  ] as const)('%s with remembered %s starts collapsed: %s', (mode, remembered, expected) => {
    expect(initialCollapsed(mode, remembered)).toBe(expected);
  });
});

describe('readRecentLookups', () => {
  const good = { kind: 'paper', query: '2607.21653', label: 'arXiv:2607.21653', at: 1 };

  it('reads no further than the first 20 stored entries, so a damaged list costs little', () => {
    expect(readRecentLookups([...Array.from({ length: 19 }, () => 'damaged'), good])).toEqual([good]);
    expect(readRecentLookups([...Array.from({ length: 20 }, () => 'damaged'), good])).toEqual([]);
  });
});

describe('addRecentLookup', () => {
  const entry = (query: string, at: number, kind: RecentLookup['kind'] = 'paper'): RecentLookup => ({ kind, query, label: query, at });

  it('puts the newest first', () => {
    expect(addRecentLookup([entry('a/b', 1, 'repo')], entry('2607.21653', 2)).map((e) => e.query)).toEqual(['2607.21653', 'a/b']);
  });

  it('moves a repeated lookup to the top instead of listing it twice; repositories ignore case', () => {
    const list = [entry('2607.21653', 3), entry('Org/Repo', 2, 'repo'), entry('1412.6980', 1)];
    expect(addRecentLookup(list, entry('org/repo', 4, 'repo')).map((e) => e.query)).toEqual(['org/repo', '2607.21653', '1412.6980']);
  });

  it('keeps an old-style paper id and a repository spelled the same apart', () => {
    const list = [entry('hep-th/9901001', 1)];
    expect(addRecentLookup(list, entry('hep-th/9901001', 2, 'repo')).map((e) => `${e.kind} ${e.query}`)).toEqual([
      'repo hep-th/9901001',
      'paper hep-th/9901001',
    ]);
  });

  it(`keeps at most ${MAX_RECENT_LOOKUPS}`, () => {
    let list: RecentLookup[] = [];
    for (let i = 0; i < 15; i++) list = addRecentLookup(list, entry(`o/r${i}`, i, 'repo'));
    expect(list).toHaveLength(MAX_RECENT_LOOKUPS);
    expect(list[0]?.query).toBe('o/r14');
    expect(list.at(-1)?.query).toBe('o/r5');
  });
});
