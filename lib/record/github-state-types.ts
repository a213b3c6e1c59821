// What the extension knows of a GitHub repository's own state (is the code there?), read from GitHub's
// REST API when the reader turned the check on: the background's answer and what the views show.

/** A repository's facts as GitHub's API gives them, each checked (github-state-schema.ts); a fact
 * that is missing, of the wrong type or impossible (negative stars, a push in the future) is null. */
export interface GithubFacts {
  /** `owner/name` as GitHub names it now: another name than the one asked for means it moved. */
  fullName: string;
  /** `https://github.com/{fullName}`, built from the name, never taken from the answer. */
  url: string;
  archived: boolean;
  disabled: boolean;
  /** The primary language GitHub detects on the default branch; null when it detects none. */
  language: string | null;
  /** The repository's size in KB, as GitHub counts it (its history included). */
  sizeKb: number | null;
  defaultBranch: string | null;
  /** The last push, epoch ms. */
  pushedAt: number | null;
  stars: number | null;
  /** The licence's SPDX id (`MIT`); null when it has none or GitHub cannot tell (`NOASSERTION`). */
  licence: string | null;
  /** A fork's parent. */
  parent: { fullName: string; url: string } | null;
}

/** The background's answer for one repository (`getRepoStates`). `asked` is the `owner/name` asked for. */
export type RepoState =
  /** The reader has not turned the check on: nothing was asked. */
  | { status: 'off' }
  | { status: 'found'; asked: string; facts: GithubFacts }
  /** GitHub answered 404: deleted, or private. */
  | { status: 'gone'; asked: string }
  /** The hourly allowance is used up: nothing is asked until `until` (epoch ms). */
  | { status: 'limited'; asked: string; until: number }
  | { status: 'unreachable'; asked: string; problem: string };

/** The views' answer: the states in the order asked, or why there are none. */
export interface RepoStatesAnswer {
  /** Whether the reader turned the check on (then `states` holds one state a repository asked for). */
  checking: boolean;
  /** Whether a view listing a GitHub repository may offer the check (off, and the offer never answered). */
  offer: boolean;
  states: RepoState[];
}

/** How a state reads at a glance: its tone sets the mark's colour, never its meaning alone. */
export type StateTone = 'fine' | 'warn' | 'bad' | 'quiet';

/** What a view shows of one state (github-state-words.ts). */
export interface RepoStateWords {
  tone: StateTone;
  /** The line shown: "archived · updated 3 years ago · 1,250 stars · Python · MIT". */
  short: string;
  /** The exact facts, for the accessible name and the tooltip: "On GitHub: archived; last push 4 March 2023; …". */
  full: string;
  /** Where a moved repository is now, linked. */
  movedTo: { label: string; url: string } | null;
  /** A fork's parent, linked. */
  forkOf: { label: string; url: string } | null;
}

/** At most this many repositories are asked for in one `getRepoStates` message (a panel lists fewer). */
export const MAX_STATES_ASKED = 30;

/** What a panel shows of the repositories' states: the words by repository key (`owner/name`, lower
 * case), and the one-time offer to turn the check on while it is off. */
export interface RepoStatesShown {
  byKey: ReadonlyMap<string, RepoStateWords>;
  offer: { accept(): void; decline(): void } | null;
}
