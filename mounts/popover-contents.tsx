// What a badge's popover shows: a paper's record, or the papers a repository is linked to, asked
// for when it opens (an answer the badge already had comes from the background's cache).
import { PaperPopover } from '../components/badges/PaperPopover';
import { RepoPopover } from '../components/badges/RepoPopover';
import { NO_EXTRAS } from '../lib/record/code-part-types';
import { githubReposShown } from '../lib/record/github-shown';
import { answerOfferByMessage, askRepoStates } from '../lib/ui/repo-state-asks';
import { type AskPaper, usePaperLookup, useRepoLookup } from '../lib/ui/use-paper-lookup';
import { useRepoStates } from '../lib/ui/use-repo-states';
import type { AskRepo } from '../lib/ui/use-lookup';
import type { PageTheme } from '../lib/ui/page-theme';

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
