// A whole-number setting: saved when the field is left or Enter is pressed, if it is in bounds.
import { useId, useState } from 'preact/hooks';
import { readWholeNumber } from '../../lib/ui/whole-number';

interface Props {
  label: string;
  /** The stored value; null until read. */
  value: number | null;
  range: { min: number; max: number };
  /** e.g. "hours", said after the bounds in the help line. */
  unit: string;
  onSave: (value: number) => void;
}

/** @example <OptionsNumberField label="Keep records for" value={24} range={{ min: 1, max: 720 }} unit="hours" onSave={save} /> */
export function OptionsNumberField({ label, value, range, unit, onSave }: Props) {
  const inputId = useId();
  const helpId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const commit = (text: string) => {
    const read = readWholeNumber(text, range);
    if (read === null) {
      setProblem(`Enter a whole number from ${range.min} to ${range.max}; ${value ?? 'the old value'} is kept`);
      return;
    }
    setProblem(null);
    setDraft(null);
    if (read !== value) onSave(read);
  };
  return (
    <div class="pcl-options-field">
      <label class="pcl-options-label" for={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        class="pcl-options-input"
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={1}
        value={draft ?? (value === null ? '' : String(value))}
        disabled={value === null}
        aria-describedby={helpId}
        aria-invalid={problem ? 'true' : undefined}
        onInput={(event) => setDraft(event.currentTarget.value)}
        onChange={(event) => commit(event.currentTarget.value)}
      />
      <span id={helpId} class={problem ? 'pcl-options-note pcl-options-note--problem' : 'pcl-options-help'}>
        {problem ?? `${range.min.toLocaleString('en')} to ${range.max.toLocaleString('en')} ${unit}`}
      </span>
    </div>
  );
}
