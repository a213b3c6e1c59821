// WCAG's non-text contrast (1.4.11, 3:1) measured on what the browser really draws: a colour against
// the background actually behind it, found by compositing every background up through our shadow
// host into the page. These run in the page (Playwright's evaluate), so each is self-contained.

/** One measured pair. */
export interface Contrast {
  what: string;
  ratio: number;
}

/**
 * The contrast of each run bar's edge and parts, each status dot and each README mark's edge in
 * `hosts`' shadow roots; with `focusRing`, of the focused element's outline instead (empty when it
 * draws none).
 */
export function partContrasts({ hosts, focusRing }: { hosts: string[]; focusRing: boolean }): Contrast[] {
  type Rgba = [number, number, number, number];
  const parse = (css: string): Rgba => {
    const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, css.startsWith('rgba') ? a : 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const mix = (t: number, b: number) => t * top[3] + b * (1 - top[3]);
    return [mix(top[0], bottom[0]), mix(top[1], bottom[1]), mix(top[2], bottom[2]), 1];
  };
  const upward = (el: Element): Element | null => el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null);
  const behind = (start: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let el = start; el; el = upward(el)) {
      const colour = parse(getComputedStyle(el).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((under, layer) => over(layer, under), [255, 255, 255, 1]);
  };
  const luminance = ([r, g, b]: Rgba) => {
    const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (colour: Rgba, under: Rgba) => {
    const [a, b] = [luminance(over(colour, under)), luminance(under)];
    const [hi, lo] = a > b ? [a, b] : [b, a];
    return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
  };
  const found: Contrast[] = [];
  if (focusRing) {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const style = active && getComputedStyle(active);
    if (active && style && style.outlineStyle !== 'none') {
      // The ring is drawn outside the element (outline-offset), over its parent's background.
      found.push({ what: `focus ring on ${active.localName}`, ratio: ratio(parse(style.outlineColor), behind(upward(active))) });
    }
    return found;
  }
  for (const host of hosts.flatMap((h) => [...document.querySelectorAll(h)])) {
    const root = host.shadowRoot;
    if (!root) continue;
    for (const bar of root.querySelectorAll('.pcl-runbar')) {
      const style = getComputedStyle(bar);
      const edge = Number.parseFloat(style.borderTopWidth) > 0 ? style.borderTopColor : style.backgroundColor;
      found.push({ what: `${host.localName} run bar's edge`, ratio: ratio(parse(edge), behind(bar.parentElement)) });
      for (const segment of bar.querySelectorAll('.pcl-runbar-segment')) {
        const status = segment.className.replace('pcl-runbar-segment', '').trim();
        found.push({ what: `${host.localName} run bar's ${status} part`, ratio: ratio(parse(getComputedStyle(segment).backgroundColor), behind(bar)) });
      }
    }
    for (const dot of root.querySelectorAll('.pcl-dot')) {
      const status = dot.className.replace('pcl-dot', '').trim();
      found.push({ what: `${host.localName} ${status} dot`, ratio: ratio(parse(getComputedStyle(dot).backgroundColor), behind(dot.parentElement)) });
    }
    for (const mark of root.querySelectorAll('.pcl-gh-mark-label')) {
      const kind = mark.closest('[class*="pcl-gh-mark--"]')?.className.match(/pcl-gh-mark--[\w-]+/)?.[0] ?? 'mark';
      found.push({ what: `${kind}'s edge`, ratio: ratio(parse(getComputedStyle(mark).borderTopColor), behind(host.parentElement)) });
    }
  }
  return found;
}
