// Walking a surface by keyboard alone: which elements a reader can Tab to, in what order, and
// whether the one holding focus shows it. These run in the page (Playwright's evaluate).

/** What a tabbable element is, for a reader's message. */
export interface Stop {
  tag: string;
  name: string;
}

/**
 * Collects the elements in `host`'s shadow root (the whole document when `host` is null) that Tab
 * should reach, in document order, keeps them on the page's window for `focusedStop`, and names them.
 */
export function collectStops(host: string | null): Stop[] {
  const root = host ? document.querySelector(host)?.shadowRoot : document;
  if (!root) return [];
  const candidates = root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]');
  // A group of radio buttons is one stop, its checked button (arrow keys move within it).
  const radioStop = (el: HTMLInputElement) => {
    const group = [...root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${el.name}"]`)];
    return el === (group.find((r) => r.checked) ?? group[0]);
  };
  const stops = [...candidates].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      el.checkVisibility({ visibilityProperty: true }) &&
      !(el instanceof HTMLInputElement && el.type === 'radio' && !radioStop(el)),
  );
  (window as unknown as { pclStops: HTMLElement[] }).pclStops = stops;
  return stops.map((el) => ({ tag: el.localName, name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60) }));
}

/** Focuses the first stop, as a reader arriving there would find it. */
export function focusFirstStop(_: null): void {
  (window as unknown as { pclStops: HTMLElement[] }).pclStops[0]?.focus();
}

/** Which stop holds focus (-1: none of ours), and whether it shows a focus ring. */
export function focusedStop(_: null): { at: number; ring: boolean } {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  const at = (window as unknown as { pclStops: Element[] }).pclStops.indexOf(active as Element);
  if (!active || at < 0) return { at, ring: false };
  const style = getComputedStyle(active);
  const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
  return { at, ring: outline || style.boxShadow !== 'none' };
}

/**
 * The tooltip (role="tooltip", named by aria-describedby) of the element holding focus, with whether
 * it is drawn: visible and not see-through; null when the focused element has none.
 */
export function focusedTooltip(_: null): { text: string; visible: boolean } | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  const ids = active?.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const root = active?.getRootNode() as Document | ShadowRoot | undefined;
  for (const id of ids) {
    const tip = root?.getElementById(id);
    if (tip?.getAttribute('role') !== 'tooltip') continue;
    const style = getComputedStyle(tip);
    const visible = tip.checkVisibility({ visibilityProperty: true }) && Number.parseFloat(style.opacity) > 0.9;
    return { text: (tip.textContent ?? '').trim(), visible };
  }
  return null;
}
