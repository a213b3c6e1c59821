// The abstract panel's first answer: its settings and, when it comes soon, the paper's record.
import type { PanelStart, PageSettings } from '../messaging/protocol';
import type { PaperLookup } from '../record/view-types';

/** How long the first answer waits for the record: a cached one takes a few ms; a fetch may take seconds. */
export const RECORD_WAIT_MS = 100;

export interface PanelStartDeps {
  pageSettings: () => Promise<PageSettings>;
  lookupPaper: (arxivId: string) => Promise<PaperLookup>;
  waitMs?: number;
}

/**
 * Null when the reader turned the panel off (and then the source is not asked). Otherwise the record
 * when it is ready within `waitMs`, so the panel renders once, complete; else `lookup: null`, the
 * panel shows its loading state at once and asks again (the lookup goes on meanwhile, and the second
 * ask joins it rather than fetching twice).
 * @example await panelStart(deps, '2607.21653') // { collapsed: false, lookup: { status: 'found', … } }
 */
export async function panelStart(deps: PanelStartDeps, arxivId: string): Promise<PanelStart | null> {
  const settings = await deps.pageSettings();
  if (!settings.features.abstractPanel) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), deps.waitMs ?? RECORD_WAIT_MS);
  });
  const lookup = deps.lookupPaper(arxivId);
  // A lookup that fails after the wait has no one to tell: the second ask gets its own answer.
  lookup.catch(() => undefined);
  try {
    return { collapsed: settings.panelCollapsed, lookup: await Promise.race([lookup, later]) };
  } finally {
    clearTimeout(timer);
  }
}
