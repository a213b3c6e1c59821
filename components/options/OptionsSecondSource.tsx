// The options' Papers with Code switch: off by default, its address (a mirror works), and what it is sent.
import { PermissionSwitch } from './PermissionSwitch';
import { SaveForm } from './SaveForm';
import { AddressInput } from './AddressInput';
import { useId } from 'preact/hooks';
import type { SourceNote } from '../../lib/ui/use-record-source';

interface Props {
  /** null until the stored switch has been read. */
  on: boolean | null;
  /** The host of the address in use, named in the switch's label and in what is sent. */
  host: string;
  text: string;
  loaded: boolean;
  note: SourceNote | null;
  unsaved: boolean;
  /** Whether the typed address is what the note refuses. */
  invalid: boolean;
  defaultSource: string;
  onTurnOn: () => void;
  onTurnOff: () => void;
  onEdit: (value: string) => void;
  onSave: () => void;
  onReset: () => void;
}

/** @example const s = useSecondSource(permissions); <OptionsSecondSource {...s} defaultSource={DEFAULT_SECOND_SOURCE} onTurnOn={s.turnOn} … /> */
export function OptionsSecondSource({ on, host, text, loaded, note, unsaved, invalid, defaultSource, onTurnOn, onTurnOff, onEdit, onSave, onReset }: Props) {
  const sentId = useId();
  const inputId = useId();
  const helpId = useId();
  const noteId = useId();
  return (
    <div class="pcl-options-second">
      <PermissionSwitch
        label={`Also ask Papers with Code (${host})`}
        on={on}
        loaded={loaded}
        describedBy={`${sentId} ${noteId}`}
        onTurnOn={onTurnOn}
        onTurnOff={onTurnOff}
      />
      <p class="pcl-options-help pcl-options-second-sent" id={sentId}>
        Only the arXiv id of the paper in view is sent to {host}, and what it lists is shown apart from the record, under its own name.
      </p>
      <SaveForm onSave={onSave}>
        <label class="pcl-options-label" for={inputId}>
          Papers with Code address
        </label>
        <p class="pcl-options-help" id={helpId}>
          A mirror works. The default is {defaultSource}.
        </p>
        <AddressInput id={inputId} text={text} loaded={loaded} describedBy={`${helpId} ${noteId}`} invalid={invalid} onEdit={onEdit} />
        <div class="pcl-options-buttons">
          {/* Named in full: the record source's Save is on the same page; the name still starts with what is shown. */}
          <button type="submit" class="pcl-options-button pcl-options-button--primary" aria-label="Save the Papers with Code address">
            Save
          </button>
          <button type="button" class="pcl-options-button" onClick={() => onReset()}>
            Use the default
          </button>
        </div>
      </SaveForm>
      <p id={noteId} class={`pcl-options-note pcl-options-note--${note?.tone ?? 'plain'}`} role="status" aria-live="polite">
        {note?.text ?? (unsaved ? 'Not saved yet' : '')}
      </p>
    </div>
  );
}
