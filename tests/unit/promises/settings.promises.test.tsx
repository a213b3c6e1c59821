// The settings' numbers and defaults as the README's Options table and the options page promise them,
// stated as literals: what a reader gets with nothing saved, and the bounds the options page keeps.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { platformManifest } from '../../../lib/platform/manifest';
import {
  addRecentLookup,
  cacheMaxEntries,
  cacheTtlHours,
  features,
  panelStartsCollapsed,
  readRecentLookups,
  type RecentLookup,
  recordSource,
  secondSource,
  secondSourceOn,
} from '../../../lib/settings';
import { renderOptions } from '../support/options-page';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('README › Options: the defaults, with nothing saved', () => {
  it('"Cache time to live | 24 hours"', async () => {
    expect(await cacheTtlHours.getValue()).toBe(24);
  });

  it('"Cache entries | 500"', async () => {
    expect(await cacheMaxEntries.getValue()).toBe(500);
  });

  it('"Record source address | https://codewithpapers.app"', async () => {
    expect(await recordSource.getValue()).toBe('https://codewithpapers.app');
  });

  it('"Also ask Papers with Code | off", at "https://paperswithcode.co"', async () => {
    expect(await secondSourceOn.getValue()).toBe(false);
    expect(await secondSource.getValue()).toBe('https://paperswithcode.co');
  });

  it('"Abstract panel, listing badges, GitHub papers box, README marks, file strip, \'no papers linked\' line | all on"', async () => {
    expect(await features.getValue()).toEqual({
      abstractPanel: true,
      listingBadges: true,
      githubBox: true,
      readmeMarks: true,
      fileStrip: true,
      noPapersLine: true,
    });
  });

  it('"Panel starts | remember"', async () => {
    expect(await panelStartsCollapsed.getValue()).toBe('remember');
  });

  it('the options page shows 24 hours and 500 records', async () => {
    renderOptions();
    const ttl = screen.getByLabelText('Keep records fresh for') as HTMLInputElement;
    const max = screen.getByLabelText('Keep at most') as HTMLInputElement;
    await waitFor(() => expect([ttl.value, max.value]).toEqual(['24', '500']));
  });
});

describe('options page › Cache: "Keep records fresh for … 1 to 720 hours"', () => {
  it('says its bounds', async () => {
    renderOptions();
    expect(await screen.findByText('1 to 720 hours')).toBeTruthy();
  });

  it.each([
    ['1', 1],
    ['720', 720],
  ])('saves %s hours', async (typed, saved) => {
    renderOptions();
    const ttl = screen.getByLabelText('Keep records fresh for') as HTMLInputElement;
    await waitFor(() => expect(ttl.disabled).toBe(false));
    fireEvent.change(ttl, { target: { value: typed } });
    await waitFor(async () => expect(await cacheTtlHours.getValue()).toBe(saved));
  });

  it.each(['0', '721'])('refuses %s hours, keeping 24', async (typed) => {
    renderOptions();
    const ttl = screen.getByLabelText('Keep records fresh for') as HTMLInputElement;
    await waitFor(() => expect(ttl.disabled).toBe(false));
    fireEvent.change(ttl, { target: { value: typed } });
    expect(await screen.findByText('Enter a whole number from 1 to 720; 24 is kept')).toBeTruthy();
    expect(await fakeBrowser.storage.local.get('settings:cacheTtlHours')).toEqual({});
  });

  it.each([
    [0, 24],
    [1, 1],
    [720, 720],
    [721, 24],
  ])('a stored %i hours reads as %i', async (stored, read) => {
    await fakeBrowser.storage.local.set({ 'settings:cacheTtlHours': stored });
    expect(await cacheTtlHours.getValue()).toBe(read);
  });
});

describe('options page › Cache: "Keep at most … 10 to 10,000 records"', () => {
  it('says its bounds', async () => {
    renderOptions();
    expect(await screen.findByText('10 to 10,000 records')).toBeTruthy();
  });

  it.each([
    ['10', 10],
    ['10000', 10_000],
  ])('saves %s records', async (typed, saved) => {
    renderOptions();
    const max = screen.getByLabelText('Keep at most') as HTMLInputElement;
    await waitFor(() => expect(max.disabled).toBe(false));
    fireEvent.change(max, { target: { value: typed } });
    await waitFor(async () => expect(await cacheMaxEntries.getValue()).toBe(saved));
  });

  it.each(['9', '10001'])('refuses %s records, keeping 500', async (typed) => {
    renderOptions();
    const max = screen.getByLabelText('Keep at most') as HTMLInputElement;
    await waitFor(() => expect(max.disabled).toBe(false));
    fireEvent.change(max, { target: { value: typed } });
    expect(await screen.findByText('Enter a whole number from 10 to 10000; 500 is kept')).toBeTruthy();
    expect(await fakeBrowser.storage.local.get('settings:cacheMaxEntries')).toEqual({});
  });

  it.each([
    [9, 500],
    [10, 10],
    [10_000, 10_000],
    [10_001, 500],
  ])('a stored %i records reads as %i', async (stored, read) => {
    await fakeBrowser.storage.local.set({ 'settings:cacheMaxEntries': stored });
    expect(await cacheMaxEntries.getValue()).toBe(read);
  });
});

describe('README › the popup: "The last 10 lookups stay there until you clear them"', () => {
  const lookup = (n: number): RecentLookup => ({ kind: 'paper', query: `2607.${21600 + n}`, label: `paper ${n}`, at: n });

  it('after 11 lookups the popup keeps the last 10, newest first', () => {
    let list: RecentLookup[] = [];
    for (let n = 1; n <= 11; n++) list = addRecentLookup(list, lookup(n));
    expect(list.map((entry) => entry.at)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });

  it('a stored list of 11 reads as its first 10', () => {
    const stored = Array.from({ length: 11 }, (_, i) => lookup(i + 1));
    expect(readRecentLookups(stored)).toHaveLength(10);
  });
});

describe('README › Install: "Firefox 140 or newer (Firefox for Android 142 or newer)"', () => {
  it('the Firefox manifest asks for 140.0 on the desktop and 142.0 on Android', () => {
    const manifest = platformManifest({ browser: 'firefox', manifestVersion: 3 }) as {
      browser_specific_settings: { gecko: { strict_min_version: string }; gecko_android: { strict_min_version: string } };
    };
    expect(manifest.browser_specific_settings.gecko.strict_min_version).toBe('140.0');
    expect(manifest.browser_specific_settings.gecko_android.strict_min_version).toBe('142.0');
  });
});
