// One harvested function: its name, file, language, run status, verification level and code licence.
import type { SampleView } from '../../lib/record/view-types';
import { levelMeaning } from '../../lib/record/level-meaning';
import { Explained } from '../shared/Explained';
import { ExternalLink } from '../shared/ExternalLink';
import { StatusBadge } from '../shared/StatusBadge';

interface Props {
  sample: SampleView;
}

const present = (part: string | null): part is string => part !== null && part !== '';

/** @example <SampleItem sample={samples.samples[0]} /> */
export function SampleItem({ sample }: Props) {
  const level = sample.verificationLevel;
  const before = [sample.language].filter(present);
  const after = [sample.licence].filter(present);
  const hasMeta = before.length + after.length > 0 || level !== null;
  return (
    <li class="pcl-sample">
      <span class="pcl-sample-head">
        <code class="pcl-sample-entry">{sample.entry}</code>
        <StatusBadge status={sample.status} />
      </span>
      {sample.path && (
        <ExternalLink href={sample.fileUrl} class="pcl-sample-path">
          {sample.path}
        </ExternalLink>
      )}
      {hasMeta && (
        <span class="pcl-sample-meta">
          {before.map((part) => `${part} · `)}
          {/* The level says which execution checks passed, never whether it is the paper's method. */}
          {level !== null && <Explained label={`verification level ${level}`} explanation={levelMeaning(level)} class="pcl-level" />}
          {after.map((part) => `${level !== null || before.length > 0 ? ' · ' : ''}${part}`)}
        </span>
      )}
    </li>
  );
}
