// What a badge's popover shows: a paper's record, or the papers a repository is linked to, asked
// for when it opens (an answer the badge already had comes from the background's cache).
import { PaperPopover } from '../../components/badges/PaperPopover';
import { RepoPopover } from '../../components/badges/RepoPopover';
import { NO_EXTRAS } from '../record/code-part-types';
import { githubReposShown } from '../record/github-shown';
import { answerOfferByMessage, askRepoStates } from './repo-state-asks';
import { type AskPaper, usePaperLookup, useRepoLookup } from './use-paper-lookup';
import { useRepoStates } from './use-repo-states';
import type { AskRepo } from './use-lookup';
import type { PageTheme } from './page-theme';

/** @example open((close) => <PaperPopoverContent arxivId="2607.21653" ask={ask} onClose={close} />, button, done) */
export function PaperPopoverContent(props: { arxivId: string; ask: AskPaper; onClose: () => void; theme: PageTheme }) {
  const { lookup, retry } = usePaperLookup(props.arxivId, props.ask);
  // Asked once the popover is open, for the repositories it shows: never for a listing's every entry.
  const states = useRepoStates(githubReposShown(lookup, NO_EXTRAS), askRepoStates, answerOfferByMessage);
  return <PaperPopover lookup={lookup} onClose={props.onClose} onRetry={retry} theme={props.theme} extras={{ ...NO_EXTRAS, states }} />;
}

/** @example open(() => <RepoPopoverContent owner="openai" name="whisper" ask={ask} />, button, done) */
export function RepoPopoverContent(props: { owner: string; name: string; ask: AskRepo; theme: PageTheme }) {
  const { lookup, retry } = useRepoLookup(props.owner, props.name, props.ask);
  return <RepoPopover lookup={lookup} onRetry={retry} theme={props.theme} />;
}
