// One harvested function: its name, file, language, run status, verification level and code licence.
import type { SampleView } from '../../lib/record/view-types';
import { ExternalLink } from '../shared/ExternalLink';
import { StatusBadge } from '../shared/StatusBadge';

interface Props {
  sample: SampleView;
}

/** @example <SampleItem sample={samples.samples[0]} /> */
export function SampleItem({ sample }: Props) {
  const meta = [sample.language, sample.verificationLevel === null ? null : `verification level ${sample.verificationLevel}`, sample.licence].filter(
    (part): part is string => part !== null && part !== '',
  );
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
      {meta.length > 0 && <span class="pcl-sample-meta">{meta.join(' · ')}</span>}
    </li>
  );
}
