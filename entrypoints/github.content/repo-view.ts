// Everything Paper Code Lens shows on a GitHub repository page, redrawn after each navigation:
// exactly one papers box, the README marks and the file strip, all for the current page only. This
// script reads the page and asks the background; the views themselves are drawn by the GitHub view's
// script, run in the page on the first need (mounts/github-view-port.ts).
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { type RepoStart, sendMessage } from '../../lib/messaging/protocol';
import { findDefinitionLines } from '../../lib/pages/github/file-functions';
import { findFileStripAnchor } from '../../lib/pages/github/file-strip-anchor';
import { findPapersBoxAnchor } from '../../lib/pages/github/papers-box-anchor';
import { scanReadmeCitations } from '../../lib/pages/github/readme-citations';
import { scanRepoPage, type RepoPage } from '../../lib/pages/github/repo-page';
import { githubTheme } from '../../lib/pages/github/theme';
import { samplesForPath } from '../../lib/record/file-samples';
import type { RepoLookup } from '../../lib/record/repo-view-types';
import type { Features } from '../../lib/settings';
import { type GithubView, loadGithubView, type Placed } from '../../mounts/github-view-port';
import { type ReadmeMark, readmeMarks } from '../../lib/ui/readme-marks';
import { recentAnswers } from '../../lib/ui/recent-answers';

/** Marks mounted between two yields to the page, so no mounting is one long task. */
const MARKS_PER_TASK = 20;

const noAnswer: RepoLookup = { status: 'unreachable', problem: "the extension's background did not answer" };

type Ask = { owner: string; name: string; citedIds: string[] };

export function createRepoView(ctx: ContentScriptContext) {
  let generation = 0;
  let mounted: Placed[] = [];
  let shownFor: string | null = null;
  let warned = false;
  let stripWarned = false;
  // Answers to the questions this page asked lately: a page seen again draws from them at once.
  const answers = recentAnswers<RepoStart>({ max: 20, maxAgeMs: 10 * 60_000 });

  /** Keeps an answer worth drawing again: a fresh one the source gave; a problem is asked again. */
  const keep = (key: string, answer: RepoStart) => {
    if (answer.lookup?.status === 'found' && !answer.lookup.stale) answers.set(key, answer);
    else answers.delete(key);
  };

  /** Asks again behind an answer drawn from memory, and draws again only if the answer changed. */
  async function recheck(ask: Ask, key: string, shown: RepoStart, gen: number) {
    try {
      const start = await sendMessage('openRepo', ask);
      const answer = { features: start.features, lookup: start.lookup ?? (await sendMessage('getRepo', ask)) };
      keep(key, answer);
      if (gen === generation && JSON.stringify(answer) !== JSON.stringify(shown)) await refresh(true, answer);
    } catch {
      // The background did not answer (the extension was reloaded): what is shown stays.
      answers.delete(key);
    }
  }

  const clear = () => {
    for (const part of mounted) part.remove();
    mounted = [];
  };
  ctx.onInvalidated(clear);

  async function showBox(view: GithubView, settings: Features, gen: number, early: RepoLookup | null, earlyUnmarked: number) {
    const spot = findPapersBoxAnchor(document);
    if (!spot && !warned) {
      warned = true;
      console.warn('Paper Code Lens: no place for the papers box on this GitHub page; showing it at the top');
    }
    const theme = githubTheme(document);
    const state = (lookup: RepoLookup | null, unmarked: number) => ({
      lookup,
      showNoPapers: settings.noPapersLine,
      theme,
      onRetry: () => void refresh(true),
      unmarked,
    });
    const box = await view.showBox(
      spot ? { anchor: spot.anchor, append: spot.placement } : { anchor: document.body, append: 'first' },
      state(early, earlyUnmarked),
    );
    if (gen === generation) mounted.push(box);
    else box.remove();
    return (lookup: RepoLookup, unmarked: number) => box.update(state(lookup, unmarked));
  }

  async function showMarks(view: GithubView, marks: ReadmeMark[], gen: number) {
    const theme = githubTheme(document);
    for (const [index, { place, citation }] of marks.entries()) {
      // Yield to the page between small batches; the context's timer ends with the context.
      if (index > 0 && index % MARKS_PER_TASK === 0) await new Promise<void>((done) => ctx.setTimeout(done, 0));
      if (gen !== generation || !ctx.isValid) return;
      const spot = { anchor: place.anchor, append: place.placement === 'append' ? ('last' as const) : ('after' as const) };
      mounted.push(await view.showMark(spot, citation, theme));
    }
  }

  async function showStrip(view: GithubView, lookup: RepoLookup, repo: RepoPage, gen: number) {
    if (lookup.status !== 'found' || repo.kind !== 'blob' || !repo.path) return;
    const samples = samplesForPath(lookup.view.samplesByPath, repo.path);
    if (samples.length === 0 || gen !== generation) return;
    const anchor = findFileStripAnchor(document);
    if (!anchor && !stripWarned) {
      stripWarned = true;
      console.warn('Paper Code Lens: no place for the file strip on this GitHub page; showing it at the top of the page');
    }
    const lines = findDefinitionLines(
      document,
      samples.map((s) => s.entry),
    );
    const items = samples.map((sample) => ({ sample, lineHref: lines[sample.entry]?.href ?? null }));
    const spot = anchor ? { anchor, append: 'before' as const } : { anchor: document.querySelector('main') ?? document.body, append: 'first' as const };
    mounted.push(await view.showStrip(spot, { items, theme: githubTheme(document), attribution: lookup.view.attribution }));
  }

  /**
   * Draws for the page as it is now. The URL changes before GitHub swaps the page in, so this runs
   * again on GitHub's own events; a repeat for the same page with everything in place is skipped.
   * `force` (Retry) asks the background again; `known` is an answer just had from it.
   */
  async function refresh(force = false, known?: RepoStart): Promise<void> {
    const href = location.href;
    const repo = scanRepoPage(document, new URL(href));
    const key = repo && `${href} ${repo.owner}/${repo.name}`;
    if (!force && key === shownFor && mounted.length > 0 && mounted.every((m) => m.connected)) return;
    const gen = ++generation;
    clear();
    shownFor = key;
    if (!repo) return;
    const citations = scanReadmeCitations(document);
    const ask: Ask = { owner: repo.owner, name: repo.name, citedIds: [...new Set(citations.map((c) => c.arxivId))] };
    const askKey = JSON.stringify(ask);
    const remembered = known ?? (force ? undefined : answers.get(askKey));
    // The switches and (when it comes soon) the answer in one round trip: the box is then drawn once, complete.
    const { features: settings, lookup: early } = remembered ?? (await sendMessage('openRepo', ask));
    if (gen !== generation || (!settings.githubBox && !settings.readmeMarks && !settings.fileStrip)) return;
    // Run the views' script only now, when something is to be drawn (at once after the first time).
    const view = await loadGithubView();
    if (gen !== generation) return;
    const marksOf = (answer: RepoLookup | null) => readmeMarks(settings.readmeMarks ? answer : null, citations);
    const update = settings.githubBox ? await showBox(view, settings, gen, early, marksOf(early).unmarked) : null;
    const lookup = early ?? (await sendMessage('getRepo', ask).catch(() => noAnswer));
    if (gen !== generation) return;
    if (!remembered) keep(askKey, { features: settings, lookup });
    else if (!known) void recheck(ask, askKey, remembered, gen);
    const { marks, unmarked } = marksOf(lookup);
    if (!early) update?.(lookup, unmarked);
    await showMarks(view, marks, gen);
    if (settings.fileStrip) await showStrip(view, lookup, repo, gen);
  }

  return { refresh };
}
