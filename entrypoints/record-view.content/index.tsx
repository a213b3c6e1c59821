// The record's full view, run by the background in a page that needs it (lib/ui/record-view-port.ts):
// the popover a badge opens (a paper's record, a repository's papers) and the panel of another site's
// paper page. Never in the manifest, never registered: only run on a page's first need.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { RUN_TIME_SCRIPT } from '../../lib/platform/content-script-options';
import githubCss from '../../components/github/github.css?inline';
import panelCss from '../../components/shared/panel.css?inline';
import recordCss from '../../components/panel/panel-record.css?inline';
import { sendMessage } from '../../lib/messaging/protocol';
import { drawPanel } from '../../mounts/draw-panel';
import { PaperPopoverContent, RepoPopoverContent } from '../../mounts/popover-contents';
import { pageThemeAt } from '../../lib/ui/page-theme';
import { popoverOpener } from '../../mounts/popover-opener';
import { offerRecordView } from '../../lib/ui/record-view-port';

const askPaper = (arxivId: string) => sendMessage('getPaper', { arxivId });
const askRepo = (owner: string, name: string) => sendMessage('getRepo', { owner, name, citedIds: [] });

export default defineContentScript({
  ...RUN_TIME_SCRIPT,
  main(ctx) {
    const open = popoverOpener(ctx, `${panelCss}\n${recordCss}\n${githubCss}`);
    offerRecordView({
      openPopover(target, button, onClose) {
        // The popover takes the look of the page under its badge (the badge itself is in a shadow root).
        const host = button.getRootNode() instanceof ShadowRoot ? (button.getRootNode() as ShadowRoot).host : button;
        const theme = pageThemeAt(host);
        if (target.kind === 'paper')
          open((close) => <PaperPopoverContent arxivId={target.arxivId} ask={askPaper} onClose={close} theme={theme} />, button, onClose);
        else open(() => <RepoPopoverContent owner={target.owner} name={target.name} ask={askRepo} theme={theme} />, button, onClose);
      },
      async showPanel(arxivId, place) {
        const start = await sendMessage('openPanel', { arxivId });
        if (!start || !ctx.isValid) return;
        const ui = await drawPanel(ctx, arxivId, start, () => place);
        ui.mount();
      },
    });
  },
});
