// Badges on another site: after each link to a paper or a repository, or after each Scholar result's
// title. One question per paper or repository however often the page links it; the badges of one
// batch go in together once their answers are in (or after a moment, still loading), and the late
// ones fill in a few passes.
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import badgeCss from '../../components/badges/badge.css?inline';
import siteBadgeCss from '../../components/badges/site-badge.css?inline';
import { type NamedTarget, targetKey } from '../../lib/ids/read-targets';
import { sendMessage } from '../../lib/messaging/protocol';
import { badgeSummary, repoBadgeSummary } from '../../lib/record/badge-summary';
import type { RepoLookup } from '../../lib/record/repo-view-types';
import type { PaperLookup } from '../../lib/record/view-types';
import { mountBadge } from '../../lib/ui/badge-host';
import { type PageTheme, pageThemeAt } from '../../lib/ui/page-theme';
import { openRecord } from '../../lib/ui/record-view-port';
import { inPasses } from '../../lib/ui/answer-passes';
import { type Pending, pending } from '../../lib/ui/use-answer';
import { NO_ANSWER } from '../../lib/ui/use-paper-lookup';

const askPaper = (arxivId: string) => sendMessage('getPaper', { arxivId });
const askRepo = (owner: string, name: string) => sendMessage('getRepo', { owner, name, citedIds: [] });

export interface BadgeItem {
  after: Element;
  target: NamedTarget;
}

/**
 * Returns what puts a batch of badges in; every badge goes when the script's context ends.
 * @example const badge = siteBadger(ctx); badge([{ after: link, target: { kind: 'paper', arxivId } }])
 */
export function siteBadger(ctx: ContentScriptContext): (batch: BadgeItem[]) => void {
  const css = `${badgeCss}\n${siteBadgeCss}`;
  const answers = new Map<string, Pending<PaperLookup | RepoLookup>>();
  const removals: (() => void)[] = [];
  ctx.onInvalidated(() => {
    for (const remove of removals.splice(0)) remove();
  });

  /** One question per paper or repository: a page links the same few many times. */
  const answerOf = (target: NamedTarget): Pending<PaperLookup | RepoLookup> => {
    const key = targetKey(target);
    let answer = answers.get(key);
    if (!answer) {
      const ask = target.kind === 'paper' ? () => askPaper(target.arxivId) : () => askRepo(target.owner, target.name);
      answer = pending<PaperLookup | RepoLookup>(ask, () => NO_ANSWER);
      answers.set(key, answer);
    }
    return answer;
  };

  const mount = ({ after, target }: BadgeItem, answer: Pending<PaperLookup | RepoLookup>, theme: PageTheme) =>
    mountBadge(
      { after, attributes: target.kind === 'paper' ? { 'data-arxiv-id': target.arxivId } : { 'data-repo': `${target.owner}/${target.name}` } },
      css,
      `pcl-badge-slot pcl-badge-slot--inline${theme === 'dark' ? ' pcl-on-dark' : ''}`,
      {
        answer,
        // The answer is the kind its target asked for.
        summarize: (lookup) => (target.kind === 'paper' ? badgeSummary(lookup as PaperLookup) : repoBadgeSummary(lookup as RepoLookup)),
        onOpen: (button, onClose) => openRecord(target, button, onClose),
      },
    );

  return (batch) => {
    const asked = batch.map((item) => answerOf(item.target));
    void inPasses(asked).then((shown) => {
      if (!ctx.isValid) return;
      // Every background read before any badge goes in: a read after an insertion would make the
      // browser restyle the page once per badge.
      const themes = batch.map((item) => pageThemeAt(item.after));
      removals.push(...batch.map((item, i) => mount(item, shown[i]!, themes[i]!)));
    });
  };
}
