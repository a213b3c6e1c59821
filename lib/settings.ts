// The user's settings: versioned storage items with fallbacks, so an update never loses them.
import { storage } from 'wxt/utils/storage';

/** Baked in at build time from RECORD_SOURCE (see wxt.config.ts); the public site otherwise. */
export const DEFAULT_RECORD_SOURCE: string =
  typeof __RECORD_SOURCE__ === 'string' ? __RECORD_SOURCE__ : 'https://codewithpapers.app';

/** Base URL of the record source, without a trailing slash. */
export const recordSource = storage.defineItem<string>('local:settings:recordSource', {
  fallback: DEFAULT_RECORD_SOURCE,
  version: 1,
});

/** How many answers the cache keeps before it evicts the least recently used. */
export const cacheMaxEntries = storage.defineItem<number>('local:settings:cacheMaxEntries', {
  fallback: 500,
  version: 1,
});

/** Whether the abstract panel is collapsed; remembered across pages. */
export const panelCollapsed = storage.defineItem<boolean>('local:ui:panelCollapsed', {
  fallback: false,
  version: 1,
});

/** "https://host/base/" and "https://host/base" name the same source. */
export function sourceBase(value: string): string {
  return value.trim().replace(/\/+$/, '');
}
