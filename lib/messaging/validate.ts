// Checks every message the background takes before it acts on it: the shape of its payload, and for
// the messages that change settings or read the cache, that it comes from the extension's own pages
// (a content script runs inside a web page, so a hostile page may send anything a content script can).
import { MAX_ID_INPUT } from '../ids/input-bound';
import { trimSlashes } from '../util/trim-slashes';

/** Citations one README may send at once; the GitHub script sends its distinct cited ids. */
export const MAX_CITED_IDS = 1_000;
const OWNER_RE = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const NAME_RE = /^[A-Za-z0-9._-]{1,100}$/;

/** A refused message: a plain message for the sender, and no stack that names our files. */
function refused(message: string): Error {
  const error = new Error(`Paper Code Lens refused the message: ${message}`);
  error.stack = error.message;
  return error;
}

function objectOf(data: unknown, name: string): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw refused(`${name} needs an object`);
  return data as Record<string, unknown>;
}

/** @example paperRequest({ arxivId: '2607.21653' }) // { arxivId: '2607.21653' } */
export function paperRequest(data: unknown): { arxivId: string } {
  const { arxivId } = objectOf(data, 'getPaper');
  if (typeof arxivId !== 'string' || arxivId.length > MAX_ID_INPUT) throw refused('getPaper needs an arXiv id as text');
  return { arxivId };
}

/** Ids one getPapersSoon may carry: far more entries than a screen shows near it. */
export const MAX_BATCH_IDS = 200;

/** @example papersRequest({ arxivIds: ['2607.21653', '2607.00001'] }).arxivIds.length // 2 */
export function papersRequest(data: unknown): { arxivIds: string[] } {
  const { arxivIds } = objectOf(data, 'getPapersSoon');
  if (!Array.isArray(arxivIds) || arxivIds.length > MAX_BATCH_IDS || !arxivIds.every((id) => typeof id === 'string' && id.length <= MAX_ID_INPUT)) {
    throw refused(`getPapersSoon takes at most ${MAX_BATCH_IDS} arXiv ids, each as text`);
  }
  return { arxivIds: arxivIds as string[] };
}

/** @example repoRequest({ owner: 'openai', name: 'whisper', citedIds: [] }).name // 'whisper' */
export function repoRequest(data: unknown): { owner: string; name: string; citedIds: string[] } {
  const { owner, name, citedIds } = objectOf(data, 'getRepo');
  if (typeof owner !== 'string' || !OWNER_RE.test(owner) || typeof name !== 'string' || !NAME_RE.test(name)) {
    throw refused('getRepo needs a GitHub owner and repository name');
  }
  const ids = citedIds ?? [];
  if (!Array.isArray(ids) || ids.length > MAX_CITED_IDS || !ids.every((id) => typeof id === 'string' && id.length <= 64)) {
    throw refused(`getRepo takes at most ${MAX_CITED_IDS} cited ids, each short text`);
  }
  return { owner, name, citedIds: ids as string[] };
}

/** Repositories one getRepoStates may name: a panel lists fewer (MAX_STATES_ASKED of them are read). */
export const MAX_STATE_NAMES = 100;

/** @example repoStatesRequest({ repos: ['octo/hello'] }).repos // ['octo/hello'] */
export function repoStatesRequest(data: unknown): { repos: string[] } {
  const { repos } = objectOf(data, 'getRepoStates');
  if (!Array.isArray(repos) || repos.length > MAX_STATE_NAMES || !repos.every((r) => typeof r === 'string' && r.length <= MAX_ID_INPUT)) {
    throw refused(`getRepoStates needs at most ${MAX_STATE_NAMES} repositories as text`);
  }
  return { repos };
}

/** @example offerRequest({ accept: false }) // { accept: false } */
export function offerRequest(data: unknown): { accept: boolean } {
  const { accept } = objectOf(data, 'answerGithubOffer');
  if (typeof accept !== 'boolean') throw refused('answerGithubOffer needs accept as true or false');
  return { accept };
}

/** An http(s) address with at most a path (no credentials, query or fragment), without a trailing slash.
 * @example sourceRequest({ base: 'https://records.example/v1/' }) // { base: 'https://records.example/v1' } */
export function sourceRequest(data: unknown): { base: string } {
  const { base } = objectOf(data, 'checkSource');
  const bad = () => refused('checkSource needs an http(s) address with no query or fragment');
  if (typeof base !== 'string' || base.length > MAX_ID_INPUT) throw bad();
  let url: URL;
  try {
    url = new URL(base.trim());
  } catch {
    throw bad();
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) throw bad();
  return { base: trimSlashes(`${url.origin}${url.pathname}`) };
}

/** @example collapsedRequest({ collapsed: true }) // { collapsed: true } */
export function collapsedRequest(data: unknown): { collapsed: boolean } {
  const { collapsed } = objectOf(data, 'setPanelCollapsed');
  if (typeof collapsed !== 'boolean') throw refused('setPanelCollapsed needs true or false');
  return { collapsed };
}

/**
 * Whether a message comes from one of the extension's own pages (popup, options), not from a content
 * script in a web page. `extensionRoot` is `runtime.getURL('')`.
 * @example fromExtensionPage({ url: 'chrome-extension://abc/options.html' }, 'chrome-extension://abc/') // true
 */
export function fromExtensionPage(sender: { url?: string } | undefined, extensionRoot: string): boolean {
  if (!sender?.url) return false;
  // Scheme and host compared by hand: URL's `origin` is "null" for chrome-extension: and moz-extension: alike.
  const site = (address: string) => {
    const url = new URL(address);
    return `${url.protocol}//${url.host}`;
  };
  try {
    return site(sender.url) === site(extensionRoot);
  } catch {
    return false;
  }
}

/** Throws unless the sender is one of the extension's own pages. */
export function requireExtensionPage(sender: { url?: string } | undefined, extensionRoot: string, message: string): void {
  if (!fromExtensionPage(sender, extensionRoot)) throw refused(`${message} is taken only from the extension's own pages`);
}
