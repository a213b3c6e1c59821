// The first answer a page's script gets: its settings and, when it comes soon, the record it shows.
import type { PageSettings, PanelStart, RepoStart } from '../messaging/protocol';
import type { PaperLookup } from '../record/view-types';
import type { RepoLookup } from '../record/repo-view-types';

/** How long the first answer waits for the record: a cached one takes a few ms; a fetch may take seconds. */
export const RECORD_WAIT_MS = 100;

/**
 * The lookup's answer when it comes within `waitMs`, else null (the lookup goes on, and a second ask
 * for the same joins it rather than fetching twice). A lookup that fails after the wait throws into
 * no one: the second ask gets its own answer.
 * @example await soon(service.lookupPaper(id), 100) // { status: 'found', … } or null
 */
export async function soon<T>(lookup: Promise<T>, waitMs = RECORD_WAIT_MS): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  lookup.catch(() => undefined);
  try {
    return await Promise.race([lookup, later]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Each paper's answer when it comes within `waitMs` (all waited for at once), else null; the lookups
 * that are late go on, for the getPaper that asks again to join.
 * @example await papersSoon(service.lookupPaper, ['2607.21653', '2607.00001']) // [{ status: 'found', … }, null]
 */
export function papersSoon(
  lookupPaper: (arxivId: string) => Promise<PaperLookup>,
  arxivIds: readonly string[],
  waitMs = RECORD_WAIT_MS,
): Promise<(PaperLookup | null)[]> {
  return Promise.all(arxivIds.map((arxivId) => soon(lookupPaper(arxivId), waitMs)));
}

export interface PanelStartDeps {
  pageSettings: () => Promise<PageSettings>;
  lookupPaper: (arxivId: string) => Promise<PaperLookup>;
  /** Whether Papers with Code is on. */
  secondOn: () => Promise<boolean>;
  /** Whether a panel has anything to ask about the GitHub states (the check on, or its offer unanswered). */
  statesWanted: () => Promise<boolean>;
  waitMs?: number;
}

/**
 * Null when the reader turned the panel off (and then the source is not asked). Otherwise whether it
 * starts collapsed and the record when it is ready soon, so the panel renders once, complete; else
 * `lookup: null`, and the panel shows its loading state at once and asks again. `asks`: what else the
 * panel should ask for (what is off is not asked).
 * @example await panelStart(deps, '2607.21653') // { collapsed: false, lookup: { status: 'found', … } }
 */
export async function panelStart(deps: PanelStartDeps, arxivId: string): Promise<PanelStart | null> {
  const settings = await deps.pageSettings();
  if (!settings.features.abstractPanel) return null;
  const [lookup, second, states] = await Promise.all([soon(deps.lookupPaper(arxivId), deps.waitMs), deps.secondOn(), deps.statesWanted()]);
  return { collapsed: settings.panelCollapsed, lookup, asks: { second, states } };
}

export interface RepoStartDeps {
  pageSettings: () => Promise<PageSettings>;
  lookupRepo: () => Promise<RepoLookup>;
  waitMs?: number;
}

/**
 * The GitHub views' switches and, when it comes soon, the repository's answer; the source is not
 * asked when the box, the marks and the file strip are all turned off.
 * @example await repoStart({ pageSettings, lookupRepo: () => repos.lookupRepo(request) })
 */
export async function repoStart(deps: RepoStartDeps): Promise<RepoStart> {
  const { features } = await deps.pageSettings();
  const wanted = features.githubBox || features.readmeMarks || features.fileStrip;
  return { features, lookup: wanted ? await soon(deps.lookupRepo(), deps.waitMs) : null };
}
