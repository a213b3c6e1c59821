// Observers installed in a page's main world (page.addInitScript) that note when the extension's UI appears.
// Each function is serialized into the page: it may use nothing from this module but its argument.

/** What the probes note, in `performance.now()` ms (from the document's navigation start). */
export interface ProbeState {
  /** The UI's text first matched (the abstract panel, the GitHub box after a full load). */
  panelAt: number | null;
  /** The first listing entry got its badge (the first entries near the screen get theirs in one task). */
  firstBadgeAt: number | null;
}

export interface ProbeWindow {
  __pclBench?: ProbeState;
}

/** Marks in the trace, so the analysis can find the page's main thread and the first badges' task. */
export const MARK_DCL = 'pcl-bench:dcl';
export const MARK_FIRST_BADGE = 'pcl-bench:first-badge';

/** What {@link uiProbe} looks for: a host whose tag starts with `hostPrefix`, text in its open shadow root. */
export interface UiProbeArg {
  hostPrefix: string;
  /** Where in the shadow root the text must be (e.g. the GitHub box, not a README mark); null: anywhere. */
  selector: string | null;
  /** A regular expression the text must match. */
  pattern: string;
  dclMark: string;
  /** Logged with console.debug once seen, so Node can wait without evaluating in the page meanwhile. */
  seenLog: string;
}

/**
 * From DOMContentLoaded on (content scripts run at document_idle, later), watches for the extension's
 * host and then inside its open shadow root, noting the time its text first matches. A
 * MutationObserver's callback runs at the microtask checkpoint right after the render that changed the
 * text, so the time is that of the DOM change, not of a later poll; and nothing polls from outside
 * (Playwright's waitForFunction would inject and run its own script in the page while we measure).
 * @example await page.addInitScript(uiProbe, { hostPrefix: 'paper-code-lens-panel', selector: null, pattern: 'harvested functions? ran', dclMark: MARK_DCL, seenLog: SEEN_LOG })
 */
export function uiProbe(arg: UiProbeArg): void {
  const state: ProbeState = { panelAt: null, firstBadgeAt: null };
  (window as unknown as ProbeWindow).__pclBench = state;
  const wanted = new RegExp(arg.pattern);
  const check = (root: ShadowRoot) => {
    if (state.panelAt !== null) return;
    const parts = arg.selector ? [...root.querySelectorAll(arg.selector)] : [root];
    if (!parts.some((part) => wanted.test(part.textContent ?? ''))) return;
    state.panelAt = performance.now();
    console.debug(arg.seenLog);
  };
  const watchHost = (host: Element) => {
    const root = host.shadowRoot;
    // WXT attaches the shadow root before it inserts the host; a frame later is the fallback.
    if (!root) return void requestAnimationFrame(() => watchHost(host));
    check(root);
    new MutationObserver(() => check(root)).observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
  };
  const isHost = (node: Node): node is Element => node instanceof Element && node.localName.startsWith(arg.hostPrefix);
  document.addEventListener('DOMContentLoaded', () => {
    performance.mark(arg.dclMark);
    for (const present of document.querySelectorAll('*')) if (isHost(present)) watchHost(present);
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (isHost(node)) watchHost(node);
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
}

/** What {@link uiProbe} logs once it has seen the text. */
export const SEEN_LOG = 'pcl-bench:seen';

/**
 * `text` as a regular expression that matches it literally.
 * @example literal('a.b (c)') // 'a\\.b \\(c\\)'
 */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * On a listing, watches only the first entry's `dt` (not the document, so 2000 insertions make no
 * records elsewhere) and marks when its badge lands there: the entries near the screen get theirs in
 * one timer task, so this callback runs at the end of that very task.
 * @example await page.addInitScript(listingProbe, { host: 'paper-code-lens-badge', dclMark: MARK_DCL, firstBadgeMark: MARK_FIRST_BADGE })
 */
export function listingProbe(arg: { host: string; dclMark: string; firstBadgeMark: string }): void {
  const state: ProbeState = { panelAt: null, firstBadgeAt: null };
  (window as unknown as ProbeWindow).__pclBench = state;
  document.addEventListener('DOMContentLoaded', () => {
    performance.mark(arg.dclMark);
    const first = document.querySelector('dl > dt');
    if (!first) return;
    const observer = new MutationObserver(() => {
      if (!first.querySelector(arg.host)) return;
      performance.mark(arg.firstBadgeMark);
      state.firstBadgeAt = performance.now();
      observer.disconnect();
    });
    observer.observe(first, { childList: true });
  });
}

/** The probe's notes plus the page's own navigation timing, read after the run. */
export interface PageTimes {
  panelAt: number | null;
  firstBadgeAt: number | null;
  dcl: number;
  load: number;
  /** The extension's own `performance.measure` calls named `pcl:…`, summed by name, ms. */
  measures: Record<string, number>;
}

/**
 * Evaluated in the page: the probe's notes, DOMContentLoaded's start, the load event's end, and the
 * extension's measures (a content script's marks and measures land in the page's one timeline, so the
 * main world reads them).
 * @example const { panelAt, dcl, measures } = await page.evaluate(readTimes);
 */
export function readTimes(): PageTimes {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const state = (window as unknown as ProbeWindow).__pclBench;
  const measures: Record<string, number> = {};
  for (const m of performance.getEntriesByType('measure')) {
    if (m.name.startsWith('pcl:')) measures[m.name] = (measures[m.name] ?? 0) + m.duration;
  }
  return {
    measures,
    panelAt: state?.panelAt ?? null,
    firstBadgeAt: state?.firstBadgeAt ?? null,
    dcl: nav?.domContentLoadedEventStart ?? NaN,
    load: nav?.loadEventEnd ?? NaN,
  };
}
