// Functions that run inside the page, in either browser: reading and clicking in open shadow roots.

/** The text of every matching host's shadow root, its <style> left out. */
export function shadowTextOf(host: string): string {
  return [...document.querySelectorAll(host)]
    .map((element) =>
      [...(element.shadowRoot?.children ?? [])]
        .filter((child) => child.localName !== 'style')
        .map((child) => child.textContent ?? '')
        .join(' '),
    )
    .join('\n');
}

/** Clicks inside the first matching host's shadow root; false when there is nothing to click. */
export function clickInShadowOf([host, selector]: [string, string]): boolean {
  const target = document.querySelector(host)?.shadowRoot?.querySelector(selector);
  if (!(target instanceof HTMLElement)) return false;
  target.click();
  return true;
}

/** Polls `read` until `done` says yes, or throws with the last reading. */
export async function pollUntil(read: () => Promise<string>, done: (value: string) => boolean, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < end) {
    last = await read();
    if (done(last)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} within ${timeoutMs} ms; it held: ${last.replace(/\s+/g, ' ').slice(0, 400)}`);
}

/** The centre of the first match, scrolled into view, in viewport pixels; null when nothing matches. */
export function centreOf(selector: string): { x: number; y: number } | null {
  const element = document.querySelector(selector);
  if (!element) return null;
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** Focuses the first match; false when nothing matches. */
export function focusOn(selector: string): boolean {
  const element = document.querySelector(selector);
  if (!(element instanceof HTMLElement)) return false;
  element.focus();
  return true;
}

/**
 * Where the first matching badge host's button is drawn beside the link before it and the text after
 * it, px: room left after the link and before the text (both at least 0 when it sits in the room),
 * and how far its middle is from the link's.
 */
export function badgePlaceOf(host: string): { afterLink: number; beforeNext: number; offCentre: number } | null {
  const element = document.querySelector(host);
  const button = element?.shadowRoot?.querySelector('button');
  const link = element?.previousElementSibling;
  if (!element?.nextSibling || !button || !link) return null;
  const range = document.createRange();
  range.selectNodeContents(element.nextSibling);
  const [badge, before, after] = [button.getBoundingClientRect(), link.getBoundingClientRect(), range.getBoundingClientRect()];
  const middle = (r: DOMRect) => r.top + r.height / 2;
  return { afterLink: badge.left - before.right, beforeNext: after.left - badge.right, offCentre: Math.abs(middle(badge) - middle(before)) };
}
