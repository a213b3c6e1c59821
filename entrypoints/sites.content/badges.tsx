// Badges on another site: after each link to a paper or a repository, or after each Scholar result's
// title. One question per paper or repository however often the page links it, and the new papers of
// one batch in one message; the badges of one batch go in together once their answers are in (or
// after a moment, still loading), and the late ones fill in a few passes.
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import badgeCss from '../../components/badges/badge.css?inline';
import siteBadgeCss from '../../components/badges/site-badge.css?inline';
import { type NamedTarget, targetKey } from '../../lib/ids/read-targets';
import { sendMessage } from '../../lib/messaging/protocol';
import { badgeSummary, repoBadgeSummary } from '../../lib/record/badge-summary';
import type { RepoLookup } from '../../lib/record/repo-view-types';
import type { PaperLookup } from '../../lib/record/view-types';
import { mountBadge } from '../../mounts/badge-host';
import { type PageTheme, pageThemeReader } from '../../lib/ui/page-theme';
import { openRecord } from '../../lib/ui/record-view-port';
import { inPasses } from '../../lib/ui/answer-passes';
import { messagePaperAsks } from '../../lib/ui/message-asks';
import { askPapers, type PaperAsks } from '../../lib/ui/paper-asks';
import { type Pending, pending } from '../../lib/ui/use-answer';
import { NO_ANSWER } from '../../lib/ui/use-paper-lookup';

/** How the badges ask for records: papers through `papers`, repositories one by one. */
export interface SiteAsks {
  papers: PaperAsks;
  repo: (owner: string, name: string) => Promise<RepoLookup>;
}

const messageAsks: SiteAsks = {
  papers: messagePaperAsks,
  repo: (owner, name) => sendMessage('getRepo', { owner, name, citedIds: [] }),
};

/** An answer on its way; one the background never gives shows as such rather than spin for ever. */
const asking = (question: () => Promise<PaperLookup | RepoLookup>) => pending(question, () => NO_ANSWER);

export interface BadgeItem {
  after: Element;
  target: NamedTarget;
}

/**
 * Returns what puts a batch of badges in; every badge goes when the script's context ends.
 * @example const badge = siteBadger(ctx); badge([{ after: link, target: { kind: 'paper', arxivId } }])
 */
export function siteBadger(ctx: Pick<ContentScriptContext, 'isValid' | 'onInvalidated'>, asks: SiteAsks = messageAsks): (batch: BadgeItem[]) => void {
  const css = `${badgeCss}\n${siteBadgeCss}`;
  const answers = new Map<string, Pending<PaperLookup | RepoLookup>>();
  const removals: (() => void)[] = [];
  ctx.onInvalidated(() => {
    for (const remove of removals.splice(0)) remove();
  });

  const repoAnswer = (owner: string, name: string) => asking(() => asks.repo(owner, name));
  /** The batch's answer for its `at`-th paper: there at once, or asked for alone. */
  const answerIn = (batch: Promise<Pending<PaperLookup>[]>, at: number) => asking(async () => (await batch)[at]!.promise);

  /**
   * Asks for what no earlier batch asked for: one question per paper or repository (a page links the
   * same few many times), the papers together in one message (each answer that reaches the page
   * costs it a task), the ones that message has no answer for yet one by one.
   */
  const askNew = (targets: readonly NamedTarget[]) => {
    const papers = new Map<string, string>();
    for (const target of targets) {
      const key = targetKey(target);
      if (answers.has(key)) continue;
      if (target.kind === 'paper') papers.set(key, target.arxivId);
      else answers.set(key, repoAnswer(target.owner, target.name));
    }
    if (papers.size === 0) return;
    const batch = askPapers(asks.papers, [...papers.values()]);
    [...papers.keys()].forEach((key, at) => {
      answers.set(key, answerIn(batch, at));
    });
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
    askNew(batch.map((item) => item.target));
    const asked = batch.map((item) => answers.get(targetKey(item.target))!);
    void inPasses(asked).then((shown) => {
      if (!ctx.isValid) return;
      // Every background read before any badge goes in: a read after an insertion would make the
      // browser restyle the page once per badge.
      const themeAt = pageThemeReader(document);
      const themes = batch.map((item) => themeAt(item.after));
      removals.push(...batch.map((item, i) => mount(item, shown[i]!, themes[i]!)));
    });
  };
}
