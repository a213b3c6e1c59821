// The two parts of the panel that come from elsewhere than the record: the code the page itself
// names (read in the page, nothing leaves the browser) and Papers with Code's listing, asked for only
// when the reader turned it on. Plain JSON only (the second opinion crosses the message channel).
import type { RepoStatesShown } from './github-state-types';

/** Where on the paper's page a code link was named (the page's own parts, never the site's chrome). */
export const NAMED_WHERE = ['abstract', 'comments', 'text', 'tldr', 'links'] as const;
export type NamedWhere = (typeof NAMED_WHERE)[number];

/** Words for each place, as the panel says them: "in the abstract". */
export const NAMED_WHERE_WORDS: Record<NamedWhere, string> = {
  abstract: 'in the abstract',
  comments: 'in the comments',
  text: "in the paper's text",
  tldr: 'in the TL;DR',
  links: "in the paper's links",
};

/** The code hosts a page's link is read as code on. */
export const CODE_HOSTS = ['github', 'gitlab', 'bitbucket', 'codeberg', 'huggingface'] as const;
export type CodeHost = (typeof CODE_HOSTS)[number];

/** One repository the page names, once (the first place it is named in page order). */
export interface NamedCodeLink {
  /** The repository's canonical address (https, the host's own, owner/name only; no deeper path). */
  url: string;
  /** "owner/name" (GitLab: "group/sub/project"; Hugging Face: "spaces/owner/name" or "owner/name"). */
  label: string;
  host: CodeHost;
  where: NamedWhere;
}

/** One repository as Papers with Code lists it for the paper. */
export interface SecondRepoView {
  /** http(s) only, to the code host it names; anything else is dropped. */
  url: string;
  label: string;
  /** The site's own official flag (true only when it says true). */
  official: boolean;
  /** A whole number ≥ 0, or null when missing or odd. */
  stars: number | null;
  /** e.g. "pytorch"; null for none or missing. */
  framework: string | null;
}

/** The answer to "what does Papers with Code list for this paper?". `site` is its origin, named as
 * the data's source wherever the data is shown. */
export type SecondOpinion =
  | { status: 'off' }
  | {
      status: 'found';
      site: string;
      /** The paper's page on that site (http(s), on that site), or null. */
      paperUrl: string | null;
      /** Official first, then by stars; the first page only. */
      repos: SecondRepoView[];
      /** How many more the site lists than `repos` holds ("and N more"). */
      more: number;
      /** True when the site could not be reached and this is an older cached copy. */
      stale: boolean;
    }
  | { status: 'none'; site: string }
  | { status: 'unreachable'; site: string; problem: string }
  | { status: 'unreadable'; site: string; problem: string };

/** What the panel shows besides the record: the page's code links and the second opinion. */
export interface PanelExtras {
  named: readonly NamedCodeLink[];
  /** null while on its way (nothing is shown for it then). */
  opinion: SecondOpinion | null;
  /** Each GitHub repository's own state, when the reader turned the check on; absent or null: nothing shown. */
  states?: RepoStatesShown | null;
}

/** No page links and no second opinion: the popover's and the GitHub box's panels. */
export const NO_EXTRAS: PanelExtras = { named: [], opinion: null };
