// The options page's entry: its stylesheet, and the App wired to the background.
import { render } from 'preact';
import '../../components/options/options.css';
import { sendMessage } from '../../lib/messaging/protocol';
import { App } from './App';

const checkSource = (base: string) => sendMessage('checkSource', { base });
const cacheStats = () => sendMessage('cacheStats');
const clearCache = () => sendMessage('clearCache');
const sourceRest = () => sendMessage('sourceRest');
const clearSourceRest = () => sendMessage('clearSourceRest');

const root = document.getElementById('app');
if (root)
  render(<App checkSource={checkSource} cacheStats={cacheStats} clearCache={clearCache} sourceRest={sourceRest} clearSourceRest={clearSourceRest} />, root);

// Opened at a section (the panel's offer opens `#github`): the page is drawn after load, so the
// browser's own jump to the fragment found nothing; go there now. The section itself takes focus
// (its switch is disabled until the settings are read), so Tab goes on to the switch.
const target = location.hash.length > 1 ? document.getElementById(location.hash.slice(1)) : null;
if (target) {
  target.tabIndex = -1;
  target.scrollIntoView();
  target.focus();
}
