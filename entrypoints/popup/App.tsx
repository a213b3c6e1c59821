// The popup: a paper or repository looked up by hand, or at once the one the active tab shows.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { PageScan } from '../../components/popup/PageScan';
import { PopupLookupForm } from '../../components/popup/PopupLookupForm';
import { PopupResult } from '../../components/popup/PopupResult';
import { RecentLookups } from '../../components/popup/RecentLookups';
import { SiteSwitch } from '../../components/popup/SiteSwitch';
import { parseLookupInput, targetQuery, type LookupInput, type LookupTarget } from '../../lib/lookup-input';
import type { RecentLookup } from '../../lib/settings';
import { activeTabUrl } from '../../lib/ui/active-tab';
import { linkTarget } from '../../lib/pages/sites/link-target';
import { recentEntry } from '../../lib/ui/recent-entry';
import { useColorScheme } from '../../lib/ui/use-color-scheme';
import { useLookup, type AskPaper, type AskRepo } from '../../lib/ui/use-lookup';
import { usePageScan } from '../../lib/ui/use-page-scan';
import { type ScanOutcome, scanActiveTab, showSiteNow } from '../../lib/ui/scan-tab';
import { sourceHosts } from '../../lib/sites/source-hosts';
import type { HostPermissions } from '../../lib/ui/use-record-source';
import { useSiteAccess } from '../../lib/ui/use-site-access';
import { takeScanNote } from '../../lib/ui/scan-note';
import { targetKey } from '../../lib/ids/read-targets';
import { useRecentLookups } from '../../lib/ui/use-recent-lookups';
import { sidePanelOpener } from '../../lib/platform/side-panel';
import { useSidePanelOpener } from '../../lib/ui/use-side-panel-opener';
import type { NamedCodeLink } from '../../lib/record/code-part-types';
import { sendMessage } from '../../lib/messaging/protocol';
import { type AskSecond, useSecondOpinion } from '../../lib/ui/use-second-opinion';
import { namedOnActiveTab } from '../../lib/ui/tab-named';
import { githubReposShown } from '../../lib/record/github-shown';
import { answerOfferHere } from '../../lib/ui/github-grant';
import { askRepoStates } from '../../lib/ui/repo-state-asks';
import { type AskStates, useRepoStates } from '../../lib/ui/use-repo-states';

export interface PopupAppProps {
  askPaper: AskPaper;
  askRepo: AskRepo;
  /** The active tab's address; the browser is asked unless a test says otherwise. */
  tabUrl?: () => Promise<string | undefined>;
  /** Reads the active tab for "Scan this page"; the browser's, unless a test says otherwise. */
  scanTab?: () => Promise<ScanOutcome>;
  /** Whether the scan shortcut opened the popup (then it scans at once). */
  scanAsked?: () => Promise<boolean>;
  /** `browser.permissions` unless a test passes its own ("Always show on <host>"). */
  permissions?: HostPermissions;
  /** Runs the sites script in the tab at once, after its site was turned on. */
  showNow?: () => Promise<void>;
  /** The toolbar's popup, or the same view in the side panel (no scan there, no "Open beside the page"). */
  surface?: 'popup' | 'side-panel';
  /** Opens the side panel of a window; the browser's, unless a test says otherwise (null: none). */
  openSidePanel?: ((windowId: number | undefined) => Promise<void>) | null;
  /** Papers with Code's listing of a paper; the background's, unless a test says otherwise. */
  askSecond?: AskSecond;
  /** The repositories' states; the background's, unless a test says otherwise. */
  askStates?: AskStates;
  /** The code links the tab at `url` names (read in the tab); the active tab's, unless a test says otherwise. */
  tabNamed?: (url: string) => Promise<readonly NamedCodeLink[]>;
}

const askSecondOpinion: AskSecond = (arxivId) => sendMessage('getSecondOpinion', { arxivId });

/** @example render(<App askPaper={askPaper} askRepo={askRepo} />, root) */
export function App({
  askPaper,
  askRepo,
  tabUrl = activeTabUrl,
  scanTab = scanActiveTab,
  scanAsked = takeScanNote,
  permissions = browser.permissions,
  showNow = showSiteNow,
  surface = 'popup',
  openSidePanel = sidePanelOpener(),
  askSecond = askSecondOpinion,
  tabNamed = namedOnActiveTab,
  askStates = askRepoStates,
}: PopupAppProps) {
  const { state, lookUp, retry, reset } = useLookup(askPaper, askRepo);
  const shownPaper = state.kind === 'paper' ? state.target.arxivId : null;
  const opinion = useSecondOpinion(shownPaper, askSecond);
  // The code the tab's page names, for the tab's own paper only (never for one typed or picked).
  const [tabCode, setTabCode] = useState<{ arxivId: string; named: readonly NamedCodeLink[] } | null>(null);
  const named = tabCode !== null && tabCode.arxivId === shownPaper ? tabCode.named : [];
  const shownLookup = state.kind === 'paper' ? state.lookup : null;
  const offerHere = useMemo(() => answerOfferHere(permissions), [permissions]);
  const states = useRepoStates(githubReposShown(shownLookup, { named, opinion }), askStates, offerHere);
  const pageScan = usePageScan(scanTab, askPaper, askRepo);
  const { scan } = pageScan;
  useEffect(() => {
    void scanAsked().then((asked) => asked && scan());
  }, [scanAsked, scan]);
  const recent = useRecentLookups();
  const site = useSiteAccess(tabUrl, permissions, sourceHosts, showNow);
  const beside = useSidePanelOpener(surface === 'popup' ? openSidePanel : null);
  const [text, setText] = useState('');
  // Once the person types or picks, the active tab's late answer must not overwrite their choice.
  const chosen = useRef(false);
  // The side panel gives a new `tabUrl` for each address its tab shows, under the same view.
  const shownFor = useRef(tabUrl);
  const theme = useColorScheme();

  /** Looks up what the person asked for, and keeps it among the recent lookups once answered. */
  const lookUpChosen = (input: LookupInput) => {
    chosen.current = true;
    void lookUp(input).then((answer) => {
      const entry = input.kind === 'unknown' || input.kind === 'choose' || answer === null ? null : recentEntry(input, answer, Date.now());
      if (entry) void recent.remember(entry);
    });
  };

  // Before the browser paints, not after: the side panel's next paper is asked for a frame sooner.
  useLayoutEffect(() => {
    let current = true;
    // A new address: what was typed or shown for the last one does not carry over.
    const renewed = shownFor.current !== tabUrl;
    shownFor.current = tabUrl;
    if (renewed) chosen.current = false;
    void tabUrl().then((url) => {
      const target = linkTarget(url);
      if (!current || chosen.current) return;
      if (target === null) {
        if (renewed) {
          setText('');
          reset();
        }
        return;
      }
      // The tab's own record is shown, not remembered: recent lookups are the ones asked for.
      setText(targetQuery(target));
      void lookUp(target);
      if (target.kind === 'paper' && url)
        void tabNamed(url).then(
          (links) => current && setTabCode({ arxivId: target.arxivId, named: links }),
          () => undefined,
        );
    });
    return () => {
      current = false;
    };
  }, [tabUrl, lookUp, tabNamed, reset]);

  /** A target chosen from a list (a paste's, a scanned page's): named in the input, and looked up. */
  const show = (target: LookupTarget) => {
    setText(targetQuery(target));
    lookUpChosen(target);
  };

  const pick = (entry: RecentLookup) => {
    setText(entry.query);
    lookUpChosen(parseLookupInput(entry.query));
  };

  return (
    <main class="pcl-popup">
      <PopupLookupForm
        value={text}
        onInput={(value) => {
          chosen.current = true;
          setText(value);
        }}
        onSubmit={() => lookUpChosen(parseLookupInput(text))}
        hint={state.kind === 'hint' ? state.hint : null}
      />
      <PopupResult state={state} theme={theme} onRetry={retry} onChoose={show} extras={{ named, opinion, states }} />
      <SiteSwitch access={site.access} onTurnOn={site.turnOn} />
      {surface === 'popup' && <PageScan state={pageScan.state} summaries={pageScan.summaries} keyOf={targetKey} onScan={pageScan.scan} onChoose={show} />}
      <RecentLookups entries={recent.entries ?? []} onPick={pick} onClear={() => void recent.clear()} />
      <footer class="pcl-popup-footer">
        {beside.open && (
          <button type="button" class="pcl-popup-button pcl-popup-button--quiet" onClick={beside.open}>
            Open beside the page
          </button>
        )}
        <button type="button" class="pcl-popup-button pcl-popup-button--quiet" onClick={() => void browser.runtime.openOptionsPage()}>
          Options
        </button>
      </footer>
    </main>
  );
}
