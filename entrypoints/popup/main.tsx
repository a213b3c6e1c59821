// The popup's entry: its stylesheets, and the App wired to the background.
import { render } from 'preact';
import '../../components/shared/panel.css';
import '../../components/panel/panel-record.css';
// The papers box reshapes panel.css's frame with github.css, in the popup as on GitHub.
import '../../components/github/github.css';
import '../../components/popup/popup.css';
import { sendMessage } from '../../lib/messaging/protocol';
import { App } from './App';

const askPaper = (arxivId: string) => sendMessage('getPaper', { arxivId });
// A typed name has no README to read, so no cited ids: the source's own repo record answers.
const askRepo = (owner: string, name: string) => sendMessage('getRepo', { owner, name, citedIds: [] });

const root = document.getElementById('app');
if (root) render(<App askPaper={askPaper} askRepo={askRepo} />, root);
