// A page's record panel (arXiv's abstract page, another site's paper page), wired to the background and to the remembered collapsed state.
import { useState } from 'preact/hooks';
import { PaperPanel } from '../components/panel/PaperPanel';
import type { NamedCodeLink } from '../lib/record/code-part-types';
import { sendMessage, type PanelStart } from '../lib/messaging/protocol';
import type { PageTheme } from '../lib/ui/page-theme';
import { usePaperLookup } from '../lib/ui/use-paper-lookup';
import { githubReposShown } from '../lib/record/github-shown';
import { answerOfferByMessage, askRepoStates } from '../lib/ui/repo-state-asks';
import { useRepoStates } from '../lib/ui/use-repo-states';
import { useSecondOpinion } from '../lib/ui/use-second-opinion';

const askPaper = (arxivId: string) => sendMessage('getPaper', { arxivId });
const askSecond = (arxivId: string) => sendMessage('getSecondOpinion', { arxivId });

/** `start` is the background's first answer: with a cached record, the panel renders complete, once.
 * `named`: the code links the page itself names (read in the page). */
export function PanelApp(props: { arxivId: string; start: PanelStart; theme: PageTheme; named: readonly NamedCodeLink[] }) {
  const { lookup, retry } = usePaperLookup(props.arxivId, askPaper, props.start.lookup ?? undefined);
  // What is off is not asked: the first answer says so (`asks`).
  const opinion = useSecondOpinion(props.start.asks.second ? props.arxivId : null, askSecond);
  const shown = props.start.asks.states ? githubReposShown(lookup, { named: props.named, opinion }) : [];
  const states = useRepoStates(shown, askRepoStates, answerOfferByMessage);
  const [collapsed, setCollapsed] = useState(props.start.collapsed);
  const toggle = () => {
    setCollapsed(!collapsed);
    // Remembering is a nicety: a worker that cannot answer must not throw into the page.
    sendMessage('setPanelCollapsed', { collapsed: !collapsed }).catch(() => undefined);
  };
  return (
    <PaperPanel
      lookup={lookup}
      collapsed={collapsed}
      onToggleCollapsed={toggle}
      onRetry={retry}
      theme={props.theme}
      extras={{ named: props.named, opinion, states }}
    />
  );
}
