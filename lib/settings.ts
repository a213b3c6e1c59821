// The user's settings: versioned storage items with fallbacks, so an update never loses them, each
// read through its own check, so a damaged value falls back instead of breaking a page.
import { storage } from 'wxt/utils/storage';
import { checkedItem, isFlag, isOneOf, isWholeIn } from './checked-item';
import { trimSlashes } from './util/trim-slashes';

/** Baked in at build time from RECORD_SOURCE (see wxt.config.ts); the public site otherwise. */
// Stryker disable next-line StringLiteral: static: evaluated once at import, so the run's shared module graph never switches it on; the settings defaults test writes the value out
export const DEFAULT_RECORD_SOURCE: string = typeof __RECORD_SOURCE__ === 'string' ? __RECORD_SOURCE__ : 'https://codewithpapers.app';

/** A stored source is an http(s) address of sensible length; anything else falls back. */
const isSourceAddress = (value: unknown): string | null =>
  typeof value === 'string' && value.length <= 2_000 && /^https?:\/\/[^\s/]/i.test(value.trim()) ? value : null;

/** Base URL of the record source, without a trailing slash. */
export const recordSource = checkedItem(
  storage.defineItem<string>('local:settings:recordSource', { fallback: DEFAULT_RECORD_SOURCE, version: 1 }),
  isSourceAddress,
);

/** Papers with Code's address, baked in at build time from SECOND_SOURCE (the tests' loopback server). */
// Stryker disable next-line StringLiteral: static: evaluated once at import; the settings defaults test writes the value out
export const DEFAULT_SECOND_SOURCE: string = typeof __SECOND_SOURCE__ === 'string' ? __SECOND_SOURCE__ : 'https://paperswithcode.co';

/** Whether Papers with Code is asked as a second opinion: off until the reader turns it on. */
// Stryker disable next-line BooleanLiteral: static: evaluated once at import; the settings defaults test writes the value out
export const secondSourceOn = checkedItem(storage.defineItem<boolean>('local:settings:secondSourceOn', { fallback: false, version: 1 }), isFlag);

/** The second source's base URL (a mirror works), checked like the record source's. */
export const secondSource = checkedItem(
  storage.defineItem<string>('local:settings:secondSource', { fallback: DEFAULT_SECOND_SOURCE, version: 1 }),
  isSourceAddress,
);

/** Bounds the options page enforces, so a typo cannot turn the cache off or make it unbounded. */
export const CACHE_MAX_ENTRIES_RANGE = { min: 10, max: 10_000 } as const;
export const CACHE_TTL_HOURS_RANGE = { min: 1, max: 720 } as const;

/** How many answers the cache keeps before it evicts the least recently used. */
export const cacheMaxEntries = checkedItem(
  storage.defineItem<number>('local:settings:cacheMaxEntries', { fallback: 500, version: 1 }),
  isWholeIn(CACHE_MAX_ENTRIES_RANGE.min, CACHE_MAX_ENTRIES_RANGE.max),
);

/** How long a cached record counts as fresh, in hours ("no record" answers keep their shorter time). */
export const cacheTtlHours = checkedItem(
  storage.defineItem<number>('local:settings:cacheTtlHours', { fallback: 24, version: 1 }),
  isWholeIn(CACHE_TTL_HOURS_RANGE.min, CACHE_TTL_HOURS_RANGE.max),
);

/** Whether the abstract panel is collapsed; remembered across pages. */
// Stryker disable next-line BooleanLiteral: static: evaluated once at import, so the run's shared module graph never switches it on; the settings defaults test writes the value out
export const panelCollapsed = checkedItem(storage.defineItem<boolean>('local:ui:panelCollapsed', { fallback: false, version: 1 }), isFlag);

/** "https://host/base/" and "https://host/base" name the same source. The slashes are walked off by
 * hand: this reads whatever is typed or pasted in the options, and `/\/+$/` is quadratic on a long run. */
export function sourceBase(value: string): string {
  return trimSlashes(value.trim(), { start: false });
}

// ---- Features: one switch per place the extension shows something. ----

export const FEATURE_KEYS = ['abstractPanel', 'listingBadges', 'githubBox', 'readmeMarks', 'fileStrip', 'noPapersLine'] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];
export type Features = Record<FeatureKey, boolean>;

/** Version 1 had one switch for the arXiv panel and one for the listing badges. */
export interface FeaturesV1 {
  panel: boolean;
  badges: boolean;
}

// Stryker disable BooleanLiteral: static: evaluated once at import, so the run's shared module graph never switches it on; the settings defaults test writes the value out
export const DEFAULT_FEATURES: Features = {
  abstractPanel: true,
  listingBadges: true,
  githubBox: true,
  readmeMarks: true,
  fileStrip: true,
  noPapersLine: true,
};
// Stryker restore BooleanLiteral

/**
 * Version 1 to 2: the two old switches keep their values under their new names; the GitHub
 * features, new in version 2, start on. A missing or non-boolean old value counts as on.
 * @example migrateFeaturesV1({ panel: false, badges: true }).abstractPanel // false
 */
export function migrateFeaturesV1(old: Partial<FeaturesV1> | null | undefined): Features {
  const keep = (value: unknown) => (typeof value === 'boolean' ? value : true);
  return { ...DEFAULT_FEATURES, abstractPanel: keep(old?.panel), listingBadges: keep(old?.badges) };
}

/** The switches as stored, each one that is not a boolean (or missing) at its default; null for
 * what is not an object of switches at all. */
export function readFeatures(value: unknown): Features | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  const entries = FEATURE_KEYS.map((key) => [key, typeof stored[key] === 'boolean' ? stored[key] : DEFAULT_FEATURES[key]]);
  return Object.fromEntries(entries) as Features;
}

/** Which parts of the extension are switched on. */
export const features = checkedItem(
  storage.defineItem<Features>('local:settings:features', {
    fallback: DEFAULT_FEATURES,
    version: 2,
    migrations: { 2: (old: Partial<FeaturesV1> | null) => migrateFeaturesV1(old) },
  }),
  readFeatures,
);

// ---- How the abstract panel starts. ----

export const PANEL_START_MODES = ['remember', 'open', 'collapsed'] as const;
export type PanelStartMode = (typeof PANEL_START_MODES)[number];

/** 'remember' keeps the state of the last page; 'open' and 'collapsed' start every page the same. */
export const panelStartsCollapsed = checkedItem(
  storage.defineItem<PanelStartMode>('local:settings:panelStartsCollapsed', { fallback: 'remember', version: 1 }),
  isOneOf(PANEL_START_MODES),
);

/**
 * Whether a new panel starts collapsed, given the mode and the remembered state.
 * @example initialCollapsed('remember', true) // true
 * @example initialCollapsed('open', true) // false
 */
export function initialCollapsed(mode: PanelStartMode, remembered: boolean): boolean {
  if (mode === 'open') return false;
  if (mode === 'collapsed') return true;
  return remembered;
}

// ---- The popup's recent lookups. ----

export const MAX_RECENT_LOOKUPS = 10;

export interface RecentLookup {
  kind: 'paper' | 'repo';
  /** What to look up again: a canonical arXiv id or `owner/name`. */
  query: string;
  /** What to show: the paper's title or the repository's name when known, else the query. */
  label: string;
  /** When it was looked up, ms since the epoch. */
  at: number;
}

/** One stored entry, repaired where it can be (a missing label shows the query), else null. */
function readRecentLookup(value: unknown): RecentLookup | null {
  // Text or a number holds no kind, so only a missing entry needs stopping before it is read.
  const { kind, query, label, at } = (value ?? {}) as Record<string, unknown>;
  if ((kind !== 'paper' && kind !== 'repo') || typeof query !== 'string' || query.length === 0 || query.length > 300) return null;
  const shown = typeof label === 'string' && label.length > 0 ? label.slice(0, 500) : query;
  return { kind, query, label: shown, at: Number.isFinite(at) ? (at as number) : 0 };
}

/** The good entries of a stored list, at most MAX_RECENT_LOOKUPS; null for what is not a list. */
export function readRecentLookups(value: unknown): RecentLookup[] | null {
  if (!Array.isArray(value)) return null;
  // At most twice the kept number are read: a damaged, huge list costs no more than that.
  return value
    .slice(0, MAX_RECENT_LOOKUPS * 2)
    .map(readRecentLookup)
    .filter((entry): entry is RecentLookup => entry !== null)
    .slice(0, MAX_RECENT_LOOKUPS);
}

/** The last lookups from the popup, newest first. */
export const recentLookups = checkedItem(storage.defineItem<RecentLookup[]>('local:ui:recentLookups', { fallback: [], version: 1 }), readRecentLookups);

/**
 * The list with `entry` first: an earlier lookup of the same thing is dropped (repositories compare
 * case-insensitively, as GitHub does), and the list keeps at most MAX_RECENT_LOOKUPS.
 * @example addRecentLookup([], { kind: 'repo', query: 'a/b', label: 'a/b', at: 1 }).length // 1
 */
export function addRecentLookup(list: readonly RecentLookup[], entry: RecentLookup): RecentLookup[] {
  const same = (other: RecentLookup) => other.kind === entry.kind && other.query.toLowerCase() === entry.query.toLowerCase();
  return [entry, ...list.filter((other) => !same(other))].slice(0, MAX_RECENT_LOOKUPS);
}
