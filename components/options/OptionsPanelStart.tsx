// The options' choice of how the arXiv panel starts on each page: as last left, open, or collapsed.
import { useId } from 'preact/hooks';
import type { PanelStartMode } from '../../lib/settings';

const CHOICES: ReadonlyArray<[PanelStartMode, string]> = [
  ['remember', 'As I left it on the last page'],
  ['open', 'Always open'],
  ['collapsed', 'Always collapsed'],
];

interface Props {
  mode: PanelStartMode | null;
  onChange: (mode: PanelStartMode) => void;
}

/** @example <OptionsPanelStart mode="remember" onChange={save} /> */
export function OptionsPanelStart({ mode, onChange }: Props) {
  const name = useId();
  return (
    <fieldset class="pcl-options-fieldset" disabled={mode === null}>
      <legend class="pcl-options-label">When an arXiv page opens, the panel is</legend>
      {CHOICES.map(([value, label]) => (
        <label key={value} class="pcl-options-radio">
          <input type="radio" name={name} value={value} checked={mode === value} onChange={() => onChange(value)} />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
