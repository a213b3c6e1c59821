// The options page: record source, Papers with Code, feature switches, cache, how the panel starts, and what is sent where.
import { browser } from 'wxt/browser';
import { OptionsCache } from '../../components/options/OptionsCache';
import { OptionsFeatures } from '../../components/options/OptionsFeatures';
import { OptionsPanelStart } from '../../components/options/OptionsPanelStart';
import { OptionsPrivacy } from '../../components/options/OptionsPrivacy';
import { OptionsGithub } from '../../components/options/OptionsGithub';
import { OptionsSecondSource } from '../../components/options/OptionsSecondSource';
import { OptionsSection } from '../../components/options/OptionsSection';
import { OptionsSites } from '../../components/options/OptionsSites';
import { OptionsSource } from '../../components/options/OptionsSource';
import { OptionsSourceRest } from '../../components/options/OptionsSourceRest';
import type { SourceCheck } from '../../lib/messaging/protocol';
import type { SourceRest } from '../../lib/net/record-client';
import {
  cacheMaxEntries,
  cacheTtlHours,
  DEFAULT_RECORD_SOURCE,
  DEFAULT_SECOND_SOURCE,
  features,
  panelStartsCollapsed,
  recordSource,
  secondSource,
  type FeatureKey,
} from '../../lib/settings';
import { useCacheFigures, type CacheFigures } from '../../lib/ui/use-cache-figures';
import { useRecordSource, type HostPermissions } from '../../lib/ui/use-record-source';
import { useSaveStatus } from '../../lib/ui/use-save-status';
import { useGithubChecks } from '../../lib/ui/use-github-checks';
import { useSecondSource } from '../../lib/ui/use-second-source';
import { useSourceRest } from '../../lib/ui/use-source-rest';
import { useStored } from '../../lib/ui/use-stored';
import { sourceHosts } from '../../lib/sites/source-hosts';
import { type SitePermissions, useSites } from '../../lib/ui/use-sites';

export interface OptionsAppProps {
  checkSource: (base: string) => Promise<SourceCheck>;
  cacheStats: () => Promise<CacheFigures>;
  clearCache: () => Promise<void>;
  /** The saved source's rest after refusals, and "Try again now"; none shown when absent. */
  sourceRest?: () => Promise<SourceRest>;
  clearSourceRest?: () => Promise<void>;
  /** `browser.permissions` unless a test passes its own. */
  permissions?: HostPermissions & SitePermissions;
}

const notResting = async (): Promise<SourceRest> => ({ until: null, reason: null });
const nothing = async () => undefined;

/** @example render(<App checkSource={check} cacheStats={stats} clearCache={clear} />, root) */
export function App({
  checkSource,
  cacheStats,
  clearCache,
  sourceRest = notResting,
  clearSourceRest = nothing,
  permissions = browser.permissions,
}: OptionsAppProps) {
  const source = useRecordSource(checkSource, permissions);
  const second = useSecondSource(permissions);
  const github = useGithubChecks(permissions);
  const rest = useSourceRest(sourceRest, clearSourceRest);
  const [savedSource] = useStored(recordSource);
  const [savedSecond] = useStored(secondSource);
  const [switches, setSwitches] = useStored(features);
  const [ttl, setTtl] = useStored(cacheTtlHours);
  const [maxEntries, setMaxEntries] = useStored(cacheMaxEntries);
  const [startMode, setStartMode] = useStored(panelStartsCollapsed);
  const cache = useCacheFigures(cacheStats, clearCache);
  const sites = useSites(permissions, sourceHosts);
  const [featuresStatus, trackFeatures] = useSaveStatus();
  const [cacheStatus, trackCache] = useSaveStatus();
  const [panelStatus, trackPanel] = useSaveStatus();

  const toggle = (key: FeatureKey, on: boolean) => {
    if (switches) trackFeatures(setSwitches({ ...switches, [key]: on }));
  };

  return (
    <main class="pcl-options">
      <h1 class="pcl-options-title">Paper Code Lens options</h1>
      <OptionsSection title="Record source">
        <OptionsSource
          text={source.text}
          loaded={source.loaded}
          note={source.note}
          unsaved={source.unsaved}
          defaultSource={DEFAULT_RECORD_SOURCE}
          onEdit={source.edit}
          onTest={source.test}
          onSave={source.save}
          onReset={source.reset}
        />
        <OptionsSourceRest rest={rest.rest} onTryNow={rest.tryNow} />
      </OptionsSection>
      <OptionsSection title="Papers with Code">
        <OptionsSecondSource
          on={second.on}
          host={second.host}
          text={second.text}
          loaded={second.loaded}
          note={second.note}
          unsaved={second.unsaved}
          invalid={second.invalid}
          defaultSource={DEFAULT_SECOND_SOURCE}
          onTurnOn={second.turnOn}
          onTurnOff={second.turnOff}
          onEdit={second.edit}
          onSave={second.saveAddress}
          onReset={second.reset}
        />
      </OptionsSection>
      <OptionsSection title="GitHub" id="github">
        <OptionsGithub
          {...github}
          onTurnOn={github.turnOn}
          onTurnOff={github.turnOff}
          onEdit={github.edit}
          onSaveToken={github.saveToken}
          onRemoveToken={github.removeToken}
        />
      </OptionsSection>
      <OptionsSection title="What to show" status={featuresStatus}>
        <OptionsFeatures features={switches} onChange={toggle} />
      </OptionsSection>
      <OptionsSection title="Cache" status={cacheStatus}>
        <OptionsCache
          ttlHours={ttl}
          maxEntries={maxEntries}
          figures={cache.figures}
          note={cache.note}
          onTtlHours={(hours) => trackCache(setTtl(hours))}
          onMaxEntries={(entries) => trackCache(setMaxEntries(entries))}
          onClear={() => void cache.clear()}
        />
      </OptionsSection>
      <OptionsSection title="Panel" status={panelStatus}>
        <OptionsPanelStart mode={startMode} onChange={(mode) => trackPanel(setStartMode(mode))} />
      </OptionsSection>
      <OptionsSection title="Sites">
        <OptionsSites sites={sites.sites} note={sites.note} onRemove={sites.remove} />
      </OptionsSection>
      <OptionsSection title="What is sent where">
        <OptionsPrivacy source={savedSource} second={second.on ? savedSecond : null} />
      </OptionsSection>
    </main>
  );
}
