// Answers github.com from saved page snapshots (and GitHub's asset hosts with empty bodies),
// so no test reaches the live site. A test may swap in a page for a path.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { dressGithub, githubStylesheet, type Look } from './site-look';

const PAGES = resolve(import.meta.dirname, '../fixtures/pages/github');
export const githubPage = (file: string) => readFileSync(resolve(PAGES, file), 'utf8');

/** The saved page for each live path. */
export const GITHUB_SNAPSHOTS: Record<string, string> = {
  '/NVIDIA-NeMo/labs-molt': 'repo-root-labs-molt.html',
  '/NVIDIA-NeMo/labs-molt/blob/main/molt/models/loss.py': 'blob-labs-molt-loss.html',
  '/NVIDIA-NeMo/labs-molt/issues': 'repo-issues-labs-molt.html',
  '/example-lab/fixture-official': 'repo-root-no-sidebar.html',
};

/** Whether a host is GitHub's or one of its asset hosts. */
export const isGithubHost = (host: string) => /(^|\.)(github\.com|githubassets\.com|githubusercontent\.com)$/.test(host);

/**
 * The answer github.com gives `url` from the snapshots (assets empty); `overrides` maps a path to a
 * snapshot file for one test (e.g. dark mode). Both browsers' harnesses call this. With `look` (the
 * demo's and the README pictures' only), the pages link Primer CSS, which the asset host answers.
 * @example answerGithub(new URL('https://github.com/NVIDIA-NeMo/labs-molt')).status // 200
 */
export function answerGithub(url: URL, overrides: ReadonlyMap<string, string> = new Map(), { look = false }: Look = {}) {
  const file = url.hostname === 'github.com' ? (overrides.get(url.pathname) ?? GITHUB_SNAPSHOTS[url.pathname.replace(/\/$/, '')]) : undefined;
  if (file) return { status: 200, contentType: 'text/html; charset=utf-8', body: look ? dressGithub(githubPage(file)) : githubPage(file) };
  const stylesheet = look ? githubStylesheet(url) : null;
  if (stylesheet) return stylesheet;
  if (url.hostname !== 'github.com') return { status: 200, contentType: 'text/plain', body: '' };
  return { status: 404, contentType: 'text/plain', body: 'not in the test snapshots' };
}

/** Serves github.com; `overrides` maps a path to a snapshot file for one test (e.g. dark mode); `look` as above. */
export async function serveGithub(context: BrowserContext, overrides: Map<string, string> = new Map(), options: Look = {}): Promise<void> {
  await context.route(/^https:\/\/([\w-]+\.)?(github\.com|githubassets\.com|githubusercontent\.com)\//, (route) =>
    route.fulfill(answerGithub(new URL(route.request().url()), overrides, options)),
  );
}
