// A switch whose turning on asks the browser for a site (Papers with Code, GitHub's API): off until
// its stored value is read, and its change is the click (or Space) itself, within which the browser asks.

interface Props {
  label: string;
  /** null until the stored switch has been read. */
  on: boolean | null;
  loaded: boolean;
  /** The ids of what it sends and its note. */
  describedBy: string;
  onTurnOn: () => void;
  onTurnOff: () => void;
}

/** @example <PermissionSwitch label="Check repositories on GitHub" on={on} loaded={loaded} describedBy={ids} onTurnOn={turnOn} onTurnOff={turnOff} /> */
export function PermissionSwitch({ label, on, loaded, describedBy, onTurnOn, onTurnOff }: Props) {
  return (
    <label class="pcl-options-switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={on ?? false}
        checked={on ?? false}
        disabled={!loaded}
        aria-describedby={describedBy}
        onChange={(event) => (event.currentTarget.checked ? onTurnOn() : onTurnOff())}
      />
      <span>{label}</span>
    </label>
  );
}
