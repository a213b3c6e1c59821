// The options' feature switches: one per place the extension shows something, in plain words.
import type { FeatureKey, Features } from '../../lib/settings';

const LABELS: ReadonlyArray<[FeatureKey, string]> = [
  ['abstractPanel', 'Show the Code with Papers panel on arXiv abstract pages'],
  ['listingBadges', 'Mark papers that have code in arXiv lists and search results'],
  ['githubBox', 'Show the papers linked to a repository on its GitHub page'],
  ['readmeMarks', "Mark the arXiv papers a repository's README cites, and whether their records list it"],
  ['fileStrip', 'Show the harvested functions above a GitHub file that defines them'],
  ['noPapersLine', 'Say so on GitHub when a repository has no linked papers'],
];

interface Props {
  /** null until the stored switches have been read. */
  features: Features | null;
  onChange: (key: FeatureKey, on: boolean) => void;
}

/** @example <OptionsFeatures features={features} onChange={(key, on) => save({ ...features, [key]: on })} /> */
export function OptionsFeatures({ features, onChange }: Props) {
  return (
    <ul class="pcl-options-switches">
      {LABELS.map(([key, label]) => (
        <li key={key}>
          <label class="pcl-options-switch">
            <input
              type="checkbox"
              role="switch"
              aria-checked={features?.[key] ?? false}
              checked={features?.[key] ?? false}
              disabled={features === null}
              onChange={(event) => onChange(key, event.currentTarget.checked)}
            />
            <span>{label}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
