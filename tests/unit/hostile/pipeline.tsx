// The paper pipeline as the extension runs it (read, derive, render), and checks on the derived view.
import { PaperPanel } from '../../../components/panel/PaperPanel';
import { derivePaperView } from '../../../lib/record/derive-view';
import { readPaperRecord } from '../../../lib/record/read-record';
import type { PaperLookup, PaperView } from '../../../lib/record/view-types';
import { show } from './dom';

export const SOURCE = 'https://codewithpapers.app';
export const noop = () => undefined;

/** readPaperRecord then derivePaperView; null when the body is not a JSON object. */
export function derive(json: unknown, arxivId = '2607.21653'): PaperView | null {
  const read = readPaperRecord(json);
  return read && derivePaperView(read, arxivId, SOURCE);
}

export function found(view: PaperView, extra: { stale?: boolean; problem?: string | null; fetchedAt?: number } = {}): PaperLookup {
  return { status: 'found', view, fetchedAt: extra.fetchedAt ?? Date.UTC(2026, 8, 25, 9, 30), stale: extra.stale ?? false, problem: extra.problem ?? null };
}

export const renderPanel = (lookup: PaperLookup | null) => show(<PaperPanel lookup={lookup} collapsed={false} onToggleCollapsed={noop} onRetry={noop} />);

const isHttp = (url: string) => {
  const { protocol } = new URL(url);
  return protocol === 'http:' || protocol === 'https:';
};

/** Every address in the view is absolute http(s), as view-types promises: checked before any page sees it. */
export function assertViewUrls(view: PaperView): void {
  const urls: (string | null)[] = [view.recordPageUrl, view.syntologyUrl];
  if (view.attribution.ok) urls.push(view.attribution.value.site, view.attribution.value.licenceUrl, view.attribution.value.attributionUrl);
  if (view.code.ok) urls.push(...view.code.value.map((r) => r.url));
  if (view.samples.ok && view.samples.value) urls.push(...view.samples.value.samples.map((s) => s.fileUrl));
  for (const url of urls) if (url !== null && !isHttp(url)) throw new Error(`view holds a non-http(s) URL: ${url}`);
}

/** The view crosses the message channel: only JSON values (finite numbers, no undefined, plain objects). */
export function assertPlainJson(value: unknown, at = 'view'): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${at} is ${value}`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      assertPlainJson(item, `${at}[${i}]`);
    });
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) assertPlainJson(item, `${at}.${key}`);
    return;
  }
  throw new Error(`${at} is not JSON: ${typeof value}`);
}
