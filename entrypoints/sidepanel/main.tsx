// The side panel's entry: its stylesheets, the tab it follows, and the view wired to the background.
import { render } from 'preact';
import { browser } from 'wxt/browser';
import '../../components/shared/panel.css';
import '../../components/panel/panel-record.css';
import '../../components/github/github.css';
import '../../components/popup/popup.css';
import '../../components/popup/side-panel.css';
import { sendMessage } from '../../lib/messaging/protocol';
import { browserTabSource } from '../../lib/ui/followed-tab';
import { SidePanelApp } from './App';

const askPaper = (arxivId: string) => sendMessage('getPaper', { arxivId });
const askRepo = (owner: string, name: string) => sendMessage('getRepo', { owner, name, citedIds: [] });

/**
 * The test build alone follows the tab a `?tab=<id>` query names: no test can open the browser's own
 * side panel, so the suites open this page in a tab and point it at the tab to follow.
 */
const testTab = (): number | undefined => {
  if (typeof __TEST_BUILD__ === 'undefined' || !__TEST_BUILD__) return undefined;
  const id = Number(new URLSearchParams(location.search).get('tab'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

const root = document.getElementById('app');
if (root) {
  void browser.windows.getCurrent().then(
    (window) => render(<SidePanelApp askPaper={askPaper} askRepo={askRepo} source={browserTabSource(window.id, testTab())} />, root),
    () => render(<SidePanelApp askPaper={askPaper} askRepo={askRepo} source={browserTabSource(undefined, testTab())} />, root),
  );
}
