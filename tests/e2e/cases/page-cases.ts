// The popup and the options page, written once and run in both browsers (see content-cases.ts). Each
// case launches its own browser: no recent lookups, default settings.
import { LOOKUP_HINT } from '../../../lib/lookup-input';
import { afterEach, describe, expect, it } from 'vitest';
import { pollUntil } from '../../support/driver/in-page';
import type { CaseBrowser, CaseContext } from '../../support/driver/types';
import { loadRecord, ranHeadline, REAL_RECORD } from '../../support/records';

const real = loadRecord(REAL_RECORD);
const INPUT = 'input.pcl-popup-input';

export function pageCases(context: () => CaseContext): void {
  let browser: CaseBrowser | null = null;
  const launch = async () => {
    browser = await context().launch();
    return browser;
  };
  afterEach(async () => {
    await browser?.close();
    browser = null;
  });

  describe('the popup', () => {
    it('looks up a repository as owner/name, then a paper as a bare id, an arXiv URL and the DOI', async () => {
      const browser = await launch();
      // First, with no recent lookups yet: the title can only come from the repository's answer.
      const first = await browser.openExtensionPage('popup.html');
      await first.type(INPUT, 'nvidia-nemo/LABS-MOLT');
      await first.press('Enter');
      await first.waitForBodyText(real.title);
      expect(await first.bodyText()).toContain('Papers');
      await first.close();
      // A fresh popup for each form: the run headline appears only in a paper's answer.
      for (const text of ['2607.21653', 'https://arxiv.org/pdf/2607.21653v1', '10.48550/arXiv.2607.21653']) {
        const popup = await browser.openExtensionPage('popup.html');
        expect(await popup.bodyText()).not.toContain(ranHeadline(real));
        await popup.type(INPUT, text);
        await popup.press('Enter');
        await popup.waitForBodyText(ranHeadline(real));
        expect(await popup.bodyText()).toContain(real.about.licence);
        await popup.close();
      }
    });

    it('names the forms it reads when it cannot read the input', async () => {
      const popup = await (await launch()).openExtensionPage('popup.html');
      await popup.type(INPUT, 'not a paper at all');
      await popup.press('Enter');
      await popup.waitForBodyText(LOOKUP_HINT);
    });

    it('scans the page it was opened over and lists what that page names, in order', async () => {
      const popup = await (await launch()).openPopupOver('https://lab.example/post');
      await popup.click('.pcl-popup-scan button');
      await popup.waitForBodyText('On this page: 4 papers and repositories');
      const text = await popup.bodyText();
      const order = ['arXiv:2607.21653', 'NVIDIA-NeMo/labs-molt', 'arXiv:2607.00002', 'arXiv:hep-th/9901001'].map((name) => text.indexOf(name));
      expect(order.every((at) => at >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    });
  });

  describe('the side panel (its page in a tab, told which tab to follow by the test build’s ?tab=)', () => {
    it('shows the record of the paper the tab shows, and follows the tab to another paper', async () => {
      const browser = await launch();
      const rich = loadRecord('arxiv-2607.00001.json');
      const tab = await browser.open(`https://arxiv.org/abs/${real.arxiv_id}`);
      const lookup = await browser.openExtensionPage('options.html');
      const id = await lookup.evaluate(async (url) => {
        const api = ((globalThis as { browser?: typeof chrome }).browser ?? chrome).tabs;
        return (await api.query({})).find((t) => t.url === url)?.id ?? null;
      }, `https://arxiv.org/abs/${real.arxiv_id}`);
      expect(id).not.toBeNull();
      const panel = await browser.openExtensionPage(`sidepanel.html?tab=${id}`);
      await panel.waitForBodyText(ranHeadline(real));
      await tab.evaluate((url) => location.assign(url), `https://arxiv.org/abs/${rich.arxiv_id}`);
      await panel.waitForBodyText(rich.title);
      expect(await panel.bodyText()).not.toContain(real.title);
    });
  });

  describe('the options page', () => {
    it('tests the record source and saves it', async () => {
      const options = await (await launch()).openExtensionPage('options.html');
      const field = 'form.pcl-options-form input.pcl-options-input--wide';
      const enabled = (selector: string) => String(document.querySelector<HTMLInputElement>(selector)?.disabled === false);
      await pollUntil(
        () => options.evaluate(enabled, field),
        (v) => v === 'true',
        10_000,
        'the address field enabled',
      );
      await options.evaluate((selector) => document.querySelector<HTMLInputElement>(selector)?.select(), field);
      // The same source, written with a trailing slash: Test reads the real record, Save keeps it.
      await options.type(field, `${context().sourceUrl}/`);
      await options.click('form.pcl-options-form .pcl-options-buttons button:first-child');
      await options.waitForBodyText('readable record of arXiv 2607.21653');
      await options.click('form.pcl-options-form button[type="submit"]');
      await options.waitForBodyText('Saved');
    });
  });
}
