// Badges on another site: after each link to a paper or a repository, or after each Scholar result's
// title. One question per paper or repository however often the page links it; the badges of one
// batch go in together once their answers are in (or after a moment, still loading).
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import badgeCss from '../../components/badge.css?inline';
import githubCss from '../../components/github.css?inline';
import panelCss from '../../components/panel.css?inline';
import recordCss from '../../components/panel-record.css?inline';
import siteBadgeCss from '../../components/site-badge.css?inline';
import { type NamedTarget, targetKey } from '../../lib/ids/read-targets';
import { sendMessage } from '../../lib/messaging/protocol';
import { badgeSummary, repoBadgeSummary } from '../../lib/record/badge-summary';
import { mountBadge } from '../../lib/ui/badge-host';
import { PaperPopoverContent, RepoPopoverContent } from '../../lib/ui/popover-contents';
import { popoverOpener } from '../../lib/ui/popover-opener';
import { type Pending, pending, settledOrWait } from '../../lib/ui/use-answer';
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
  const openPopover = popoverOpener(ctx, `${panelCss}\n${recordCss}\n${githubCss}`);
  const answers = new Map<string, Pending<unknown>>();
  const removals: (() => void)[] = [];
  ctx.onInvalidated(() => {
    for (const remove of removals.splice(0)) remove();
  });

  const answerOf = (target: NamedTarget): Pending<unknown> => {
    const key = targetKey(target);
    let answer = answers.get(key);
    if (!answer) {
      answer =
        target.kind === 'paper'
          ? pending(
              () => askPaper(target.arxivId),
              () => NO_ANSWER,
            )
          : pending(
              () => askRepo(target.owner, target.name),
              () => NO_ANSWER,
            );
      answers.set(key, answer);
    }
    return answer;
  };

  const mount = ({ after, target }: BadgeItem, answer: Pending<unknown>) => {
    if (target.kind === 'paper') {
      return mountBadge({ after, attributes: { 'data-arxiv-id': target.arxivId } }, css, 'pcl-badge-slot pcl-badge-slot--inline', {
        answer: answer as Pending<Parameters<typeof badgeSummary>[0]>,
        summarize: badgeSummary,
        onOpen: (button, onClose) => openPopover((close) => <PaperPopoverContent arxivId={target.arxivId} ask={askPaper} onClose={close} />, button, onClose),
      });
    }
    return mountBadge({ after, attributes: { 'data-repo': `${target.owner}/${target.name}` } }, css, 'pcl-badge-slot pcl-badge-slot--inline', {
      answer: answer as Pending<Parameters<typeof repoBadgeSummary>[0]>,
      summarize: repoBadgeSummary,
      onOpen: (button, onClose) => openPopover(() => <RepoPopoverContent owner={target.owner} name={target.name} ask={askRepo} />, button, onClose),
    });
  };

  return (batch) => {
    const asked = batch.map((item) => answerOf(item.target));
    void settledOrWait(asked).then(() => {
      if (!ctx.isValid) return;
      removals.push(...batch.map((item, i) => mount(item, asked[i]!)));
    });
  };
}
