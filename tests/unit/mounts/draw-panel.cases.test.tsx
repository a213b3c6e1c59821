// The record panel drawn ahead of its place: the look it takes where it is placed, and a panel placed
// again after it was taken away.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { PanelStart } from '../../../lib/messaging/protocol';
import { drawPanel } from '../../../mounts/draw-panel';

const START: PanelStart = { collapsed: false, lookup: { status: 'none', arxivId: '2607.21653' }, asks: { second: false, states: false } };
let ctx: ContentScriptContext;

beforeEach(() => {
  fakeBrowser.reset();
  ctx = new ContentScriptContext('draw-panel-test');
  document.documentElement.removeAttribute('data-theme');
  document.body.innerHTML = '<div id="abstract">An abstract.</div>';
});

afterEach(() => ctx.notifyInvalidated());

const place = () => ({ anchor: document.getElementById('abstract')!, placement: 'after' as const });
/** The panel's section inside the host after the anchor. */
const panel = () => document.querySelector('paper-code-lens-panel')?.shadowRoot?.querySelector('section.pcl-panel') ?? null;

describe('drawPanel', () => {
  it('draws the panel light before it is placed, and keeps it light on a light page', async () => {
    const ui = await drawPanel(ctx, '2607.21653', START, place);
    expect(ui.uiContainer.querySelector('section')?.className).toBe('pcl-panel pcl-theme-light');
    ui.mount();
    expect(document.getElementById('abstract')!.nextElementSibling?.localName).toBe('paper-code-lens-panel');
    expect(panel()?.className).toBe('pcl-panel pcl-theme-light');
    expect(panel()?.textContent).toContain('2607.21653');
  });

  it('goes in as the anchor’s first child where the page asks for that (the HTML view)', async () => {
    const ui = await drawPanel(ctx, '2607.21653', START, () => ({ anchor: document.getElementById('abstract')!, placement: 'first' }));
    ui.mount();
    expect(document.getElementById('abstract')!.firstElementChild?.localName).toBe('paper-code-lens-panel');
    expect(document.getElementById('abstract')!.nextElementSibling).toBeNull();
  });

  it('takes the page’s own dark theme when it is placed on a page that has one', async () => {
    const ui = await drawPanel(ctx, '2607.21653', START, place);
    document.documentElement.setAttribute('data-theme', 'dark');
    ui.mount();
    expect(panel()?.className).toBe('pcl-panel pcl-theme-dark');
  });

  it('is drawn again, whole, when it is placed again after being taken away', async () => {
    const ui = await drawPanel(ctx, '2607.21653', START, place);
    ui.mount();
    ui.remove();
    expect(panel()).toBeNull();
    ui.mount();
    expect(panel()?.className).toBe('pcl-panel pcl-theme-light');
    expect(panel()?.textContent).toContain('2607.21653');
  });
});
