// What a reader sees of a repository's own state on GitHub: a short line at a glance, the exact
// facts for the tooltip and the accessible name, and a tone for the mark's colour.
import { clockTime, dayWritten, howLongAgo } from './github-state-time';
import type { GithubFacts, RepoState, RepoStateWords, StateTone } from './github-state-types';

/**
 * Below this size (KB) a repository with no language detected is said to hold no code yet. GitHub's
 * size counts the whole history in KB; a README, a licence and a few figures stay well under 500 KB,
 * and past that something other than a README is there (data, weights, a project site), so no claim
 * is made. No language alone is not enough: a large repository of data has none either.
 */
export const EMPTY_REPO_MAX_KB = 500;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
const link = (label: string, url: string) => ({ label, url });

/** True when the facts say no code is there yet (see EMPTY_REPO_MAX_KB). */
export function looksEmpty(facts: GithubFacts): boolean {
  return facts.language === null && facts.sizeKb !== null && facts.sizeKb < EMPTY_REPO_MAX_KB;
}

/** True when GitHub names the repository otherwise than it was asked for (case aside, as GitHub compares). */
export const hasMoved = (facts: GithubFacts, asked: string) => facts.fullName.toLowerCase() !== asked.toLowerCase();

/** The states that apply, most serious first, as the short line says them. */
function stateParts(facts: GithubFacts, asked: string): string[] {
  const branch = facts.defaultBranch === null ? 'default branch' : `default branch (${facts.defaultBranch})`;
  return [
    ...(hasMoved(facts, asked) ? [`moved to ${facts.fullName}`] : []),
    ...(facts.disabled ? ['disabled by GitHub'] : []),
    ...(facts.archived ? ['archived'] : []),
    ...(looksEmpty(facts) ? [`no code on its ${branch} yet`] : []),
  ];
}

function toneOf(facts: GithubFacts, asked: string): StateTone {
  if (facts.disabled || looksEmpty(facts)) return 'bad';
  return facts.archived || hasMoved(facts, asked) ? 'warn' : 'fine';
}

/** "archived · updated 3 years ago · 1,250 stars · Python · MIT · fork of a/b"; "on GitHub" when
 * GitHub told nothing more than that the repository is there. */
function shortLine(facts: GithubFacts, asked: string, now: number): string {
  const updated = facts.pushedAt !== null && Number.isFinite(now) ? [`updated ${howLongAgo(facts.pushedAt, now)}`] : [];
  const parts = [
    ...stateParts(facts, asked),
    ...updated,
    ...(facts.stars === null ? [] : [count(facts.stars, 'star', 'stars')]),
    ...(facts.language === null ? [] : [facts.language]),
    ...(facts.licence === null ? [] : [facts.licence]),
    ...(facts.parent === null ? [] : [`fork of ${facts.parent.fullName}`]),
  ];
  return parts.length > 0 ? parts.join(' · ') : 'on GitHub';
}

/** "On GitHub: archived; last push 4 March 2023; 1,250 stars; primary language Python; …" */
function fullLine(facts: GithubFacts, asked: string, timeZone?: string): string {
  const parts = stateParts(facts, asked);
  if (hasMoved(facts, asked)) parts[0] = `moved: asked for ${asked}, now ${facts.fullName}`;
  return `On GitHub: ${[
    ...parts,
    ...(facts.pushedAt === null ? [] : [`last push ${dayWritten(facts.pushedAt, timeZone)}`]),
    ...(facts.stars === null ? [] : [count(facts.stars, 'star', 'stars')]),
    facts.language === null ? 'no language detected' : `primary language ${facts.language}`,
    facts.licence === null ? 'no licence stated' : `licence ${facts.licence}`,
    ...(facts.sizeKb === null ? [] : [`size ${facts.sizeKb.toLocaleString('en')} KB`]),
    ...(facts.defaultBranch === null ? [] : [`default branch ${facts.defaultBranch}`]),
    ...(facts.parent === null ? [] : [`fork of ${facts.parent.fullName}`]),
  ].join('; ')}`;
}

/**
 * The words for one repository's state; null when the check is off. `now` (epoch ms) sets "updated
 * 3 years ago"; `timeZone` (the browser's own when undefined) sets the days and hours written out.
 * @example repoStateWords({ status: 'gone', asked: 'a/b' }, Date.now())?.short // 'gone from GitHub, or private'
 */
export function repoStateWords(state: RepoState, now: number, timeZone?: string): RepoStateWords | null {
  const none = { movedTo: null, forkOf: null };
  switch (state.status) {
    case 'off':
      return null;
    case 'gone':
      return { ...none, tone: 'bad', short: 'gone from GitHub, or private', full: `On GitHub: ${state.asked} answered 404 (deleted, renamed away or private)` };
    case 'limited': {
      const when = Number.isFinite(state.until) ? `after ${clockTime(state.until, timeZone)}` : 'later';
      return {
        ...none,
        tone: 'quiet',
        short: `checked again ${when}`,
        full: `GitHub’s hourly allowance of checks is used up; ${state.asked} is checked again ${when}`,
      };
    }
    case 'unreachable':
      return { ...none, tone: 'quiet', short: 'GitHub did not answer', full: `GitHub did not answer for ${state.asked}: ${state.problem}` };
    case 'found': {
      const { facts, asked } = state;
      return {
        tone: toneOf(facts, asked),
        short: shortLine(facts, asked, now),
        full: fullLine(facts, asked, timeZone),
        movedTo: hasMoved(facts, asked) ? link(facts.fullName, facts.url) : null,
        forkOf: facts.parent && link(facts.parent.fullName, facts.parent.url),
      };
    }
  }
}
