// GitHub repository pages: the papers box, README citation marks and the file strip, redrawn
// on GitHub's own navigations (no reloads, no polling).
import { defineContentScript } from 'wxt/utils/define-content-script';
import { QUIET_START } from '../../lib/platform/content-script-options';
import { noticeReload } from '../../lib/ui/context-life';
import { NAVIGATION_DONE_EVENTS } from '../../lib/pages/github/selectors';
import { createRepoView } from './repo-view';

export default defineContentScript({
  matches: ['https://github.com/*'],
  cssInjectionMode: 'manual',
  ...QUIET_START,
  main(ctx) {
    const view = createRepoView(ctx);
    noticeReload(ctx);
    // GitHub's URL change and its own events can come in one task: they make one redraw, after them.
    let queued = false;
    const refresh = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        view.refresh().catch((error: unknown) => console.warn('Paper Code Lens:', error));
      });
    };
    refresh();
    // The URL changes first; GitHub swaps the page in afterwards and says so with its own events.
    ctx.addEventListener(window, 'wxt:locationchange', refresh);
    for (const type of NAVIGATION_DONE_EVENTS) ctx.addEventListener(document, type, refresh);
  },
});
