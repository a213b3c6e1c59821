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
