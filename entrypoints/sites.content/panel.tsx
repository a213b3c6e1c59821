// The record panel on another site's page about one paper (Hugging Face, alphaXiv, Semantic Scholar,
// OpenReview), placed beside the paper's own links; in a visible fallback place, with one warning,
// when the site changed its page and none of its places is there.
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { scanCodeLinks } from '../../lib/pages/code-links';
import { type PaperSite, scanPaperPage } from '../../lib/pages/sites/paper-pages';
import { loadRecordView } from '../../lib/ui/record-view-port';
import { waitFor } from '../../lib/ui/wait-for';

/** How long a page that renders after load has to show its places. */
const RENDER_WAIT_MS = 8_000;

/** @example await showPaperPanel(ctx, new URL(location.href), 'huggingface') */
export async function showPaperPanel(ctx: ContentScriptContext, url: URL, site: PaperSite): Promise<void> {
  const found = () => {
    const place = scanPaperPage(document, url, site);
    return place && !place.fallback ? place : null;
  };
  const place = (await waitFor(document, found, { signal: ctx.signal, timeoutMs: RENDER_WAIT_MS })) ?? scanPaperPage(document, url, site);
  if (!place || !ctx.isValid) return;
  if (place.fallback) console.warn(`Paper Code Lens: none of the panel's places is on this ${site} page; it is shown at the top instead`);
  // The paper's own fields' code links, read once the page has drawn them.
  await (await loadRecordView()).showPanel(place.arxivId, { ...place, named: scanCodeLinks(document, site) });
}
