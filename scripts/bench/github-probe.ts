// In-page steps for GitHub (serialized into the page: they use nothing but their argument): a soft navigation, and the papers boxes found.

export interface SoftNavArg {
  url: string;
  /** The target page's HTML, swapped in as Turbo does (the body replaced, the head's metas and title updated). */
  html: string;
  /** Text the box shows only once it holds the target repository's answer. */
  marker: string;
  /** Whether to wait for the box at all (not without the extension). */
  wait: boolean;
  timeoutMs: number;
}

export interface SoftNavResult {
  /** From just before pushState to the events dispatched: the page's own part. */
  swapMs: number;
  /** From just before pushState to the box; null if none came in time. */
  boxMs: number | null;
}

/**
 * pushState, the DOM swap, `soft-nav:end` and `turbo:load` on document; then watches every open shadow
 * root (a MutationObserver on each, found as hosts are added, and a sweep every 100 ms for any missed)
 * for a `.pcl-gh-box` that is not busy, holds `marker`, and is new or changed since before the swap.
 * @example await page.evaluate(softNavigate, { url, html, marker: 'Molt: A Scalable', wait: true, timeoutMs: 5000 })
 */
export async function softNavigate(arg: SoftNavArg): Promise<SoftNavResult> {
  const shadowRoots = (root: ParentNode): ShadowRoot[] =>
    [...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot, ...shadowRoots(el.shadowRoot)] : []));
  const before = new Map<Element, string>();
  for (const root of shadowRoots(document)) for (const box of root.querySelectorAll('.pcl-gh-box')) before.set(box, box.textContent ?? '');
  const ready = (box: Element) =>
    box.getAttribute('aria-busy') !== 'true' && (box.textContent ?? '').includes(arg.marker) && before.get(box) !== box.textContent;
  const observers: MutationObserver[] = [];
  let finish: (at: number | null) => void = () => undefined;
  const found = new Promise<number | null>((done) => (finish = done));
  const check = (root: ShadowRoot) => {
    if ([...root.querySelectorAll('.pcl-gh-box')].some(ready)) finish(performance.now());
  };
  const watched = new Set<ShadowRoot>();
  const watch = (root: ShadowRoot) => {
    if (watched.has(root)) return;
    watched.add(root);
    const observer = new MutationObserver(() => check(root));
    observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    observers.push(observer);
    check(root);
  };

  const t0 = performance.now();
  history.pushState({}, '', arg.url);
  const next = new DOMParser().parseFromString(arg.html, 'text/html');
  const headParts = 'meta[name], meta[property], link[rel="canonical"]';
  for (const el of document.head.querySelectorAll(headParts)) el.remove();
  document.head.append(...next.head.querySelectorAll(headParts));
  document.title = next.title;
  for (const name of ['data-color-mode', 'data-light-theme', 'data-dark-theme']) {
    const value = next.documentElement.getAttribute(name);
    if (value === null) document.documentElement.removeAttribute(name);
    else document.documentElement.setAttribute(name, value);
  }
  document.body.replaceWith(next.body);
  // Watching starts after the swap: the new body holds no host of ours, and scanning it is the probe's cost.
  const added = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.shadowRoot) watch(node.shadowRoot);
        for (const root of shadowRoots(node)) watch(root);
      }
    }
  });
  added.observe(document.documentElement, { childList: true, subtree: true });
  observers.push(added);
  document.dispatchEvent(new CustomEvent('soft-nav:end', { bubbles: true }));
  document.dispatchEvent(new CustomEvent('turbo:load', { bubbles: true }));
  const swapMs = performance.now() - t0;
  if (!arg.wait) {
    for (const observer of observers) observer.disconnect();
    return { swapMs, boxMs: null };
  }
  // A slow sweep for a host whose shadow root came after it was inserted; rare, so not every frame.
  const sweep = setInterval(() => shadowRoots(document).forEach(watch), 100);
  const timer = setTimeout(() => finish(null), arg.timeoutMs);
  const at = await found;
  clearInterval(sweep);
  clearTimeout(timer);
  for (const observer of observers) observer.disconnect();
  return { swapMs, boxMs: at === null ? null : at - t0 };
}

/**
 * Papers boxes on the page, in every open shadow root.
 * @example await page.evaluate(countBoxes) // 1
 */
export function countBoxes(): number {
  const shadowRoots = (root: ParentNode): ShadowRoot[] =>
    [...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot, ...shadowRoots(el.shadowRoot)] : []));
  return shadowRoots(document).reduce((n, root) => n + root.querySelectorAll('.pcl-gh-box').length, 0);
}
