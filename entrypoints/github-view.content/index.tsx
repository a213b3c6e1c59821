// The GitHub views, run by the background in a GitHub page on its first need
// (mounts/github-view-port.ts): the papers box, the README marks and the file strip. Never in the
// manifest: the script in the manifest (entrypoints/github.content) reads the page and decides.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { RUN_TIME_SCRIPT } from '../../lib/platform/content-script-options';
import { CitationMark } from '../../components/github/CitationMark';
import { FileStrip } from '../../components/github/FileStrip';
import { PapersBox } from '../../components/github/PapersBox';
import { type BoxState, offerGithubView, type StripState } from '../../mounts/github-view-port';
import { mountAt } from './mounts';

export default defineContentScript({
  ...RUN_TIME_SCRIPT,
  main(ctx) {
    offerGithubView({
      showBox: (spot, state) => mountAt(ctx, 'paper-code-lens-papers', spot, (s: BoxState) => <PapersBox {...s} />, state),
      showMark: (spot, citation, theme) =>
        mountAt(ctx, 'paper-code-lens-mark', { ...spot, inline: true }, () => <CitationMark citation={citation} theme={theme} />, null),
      showStrip: (spot, state) => mountAt(ctx, 'paper-code-lens-file-strip', spot, (s: StripState) => <FileStrip {...s} />, state),
    });
  },
});
