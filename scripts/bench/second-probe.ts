// A probe installed in the abstract page's main world (page.addInitScript) for the second source: when
// the record and the "Also listed by Papers with Code" part are first in the panel in the document,
// and every node of the panel's shadow root changed after the record was shown.
// The function is serialized into the page: it may use nothing from this module but its argument.
import type { SecondRun } from './second-analysis';

export interface SecondProbeArg {
  /** The panel's host: a tag starting with this, with an open shadow root. */
  hostPrefix: string;
  /** A regular expression the record's text matches. */
  recordPattern: string;
  /** The second part, and a regular expression its text matches. */
  secondSelector: string;
  secondPattern: string;
  /** Logged with console.debug when each is first seen, so Node waits without evaluating in the page. */
  recordLog: string;
  secondLog: string;
}

export interface SecondProbeWindow {
  __pclSecond?: SecondRun;
}

/**
 * From DOMContentLoaded on, watches for the panel's host and then, with one MutationObserver on its
 * shadow root, notes the time the record's text and the second part are first there (the callback
 * runs at the microtask checkpoint right after the render that made them, so it is the time of the
 * DOM change; both seen in one callback get the same time). Every batch of changes after the one that
 * showed the record is kept: each changed node once, with its parents' tags and classes, for
 * second-analysis.ts to sort. Nothing polls from outside.
 * @example await page.addInitScript(secondProbe, { hostPrefix: 'paper-code-lens-panel', recordPattern: '…', secondSelector: 'section.pcl-second', secondPattern: '…', recordLog: 'a', secondLog: 'b' })
 */
export function secondProbe(arg: SecondProbeArg): void {
  const state: SecondRun = { recordAt: null, secondAt: null, mutated: [] };
  (window as unknown as SecondProbeWindow).__pclSecond = state;
  const record = new RegExp(arg.recordPattern);
  const second = new RegExp(arg.secondPattern);
  const counted = new Set<Node>();
  const describe = (node: Node) => (node instanceof Element ? [node.localName, ...node.classList].join('.') : node.nodeName);
  /** The node, then its parents up to the shadow root; `parent` stands in for a removed node's. */
  const note = (node: Node, parent: Node | null) => {
    if (counted.has(node)) return;
    counted.add(node);
    const path = [describe(node)];
    for (let at = parent; at && !(at instanceof ShadowRoot); at = at.parentNode) path.push(describe(at));
    state.mutated.push(path);
  };
  const keep = (records: readonly MutationRecord[]) => {
    for (const r of records) {
      if (r.type !== 'childList') note(r.target, r.target.parentNode);
      else for (const node of [...r.addedNodes, ...r.removedNodes]) note(node, r.target);
    }
  };
  const check = (root: ShadowRoot, records: readonly MutationRecord[]) => {
    // The batch that showed the record is the record's own; only later ones are kept.
    if (state.recordAt !== null) keep(records);
    const now = performance.now();
    if (state.recordAt === null && record.test(root.textContent ?? '')) {
      state.recordAt = now;
      console.debug(arg.recordLog);
    }
    if (state.secondAt === null && [...root.querySelectorAll(arg.secondSelector)].some((part) => second.test(part.textContent ?? ''))) {
      state.secondAt = now;
      console.debug(arg.secondLog);
    }
  };
  const watchHost = (host: Element) => {
    const root = host.shadowRoot;
    // WXT attaches the shadow root before it inserts the host; a frame later is the fallback.
    if (!root) return void requestAnimationFrame(() => watchHost(host));
    check(root, []);
    new MutationObserver((records) => check(root, records)).observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
  };
  const isHost = (node: Node): node is Element => node instanceof Element && node.localName.startsWith(arg.hostPrefix);
  document.addEventListener('DOMContentLoaded', () => {
    for (const present of document.querySelectorAll('*')) if (isHost(present)) watchHost(present);
    new MutationObserver((records) => {
      for (const r of records) for (const node of r.addedNodes) if (isHost(node)) watchHost(node);
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
}

/**
 * Evaluated in the page: what the probe noted (nothing noted when it never ran).
 * @example const run = await page.evaluate(readSecond);
 */
export function readSecond(): SecondRun {
  const state = (window as unknown as SecondProbeWindow).__pclSecond;
  return { recordAt: state?.recordAt ?? null, secondAt: state?.secondAt ?? null, mutated: state?.mutated ?? [] };
}
