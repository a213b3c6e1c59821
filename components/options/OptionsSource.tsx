// The options' record source: its address, a Test, Save (which may ask for a permission) and Reset.
import { SaveForm } from './SaveForm';
import { AddressInput } from './AddressInput';
import { useId } from 'preact/hooks';
import type { SourceNote } from '../../lib/ui/use-record-source';

interface Props {
  text: string;
  loaded: boolean;
  note: SourceNote | null;
  unsaved: boolean;
  defaultSource: string;
  onEdit: (value: string) => void;
  onTest: () => void;
  onSave: () => void;
  onReset: () => void;
}

/** @example <OptionsSource {...useRecordSource(check, permissions)} defaultSource={DEFAULT_RECORD_SOURCE} /> */
export function OptionsSource({ text, loaded, note, unsaved, defaultSource, onEdit, onTest, onSave, onReset }: Props) {
  const inputId = useId();
  const helpId = useId();
  const noteId = useId();
  return (
    <SaveForm onSave={onSave}>
      <label class="pcl-options-label" for={inputId}>
        Record source address
      </label>
      <p class="pcl-options-help" id={helpId}>
        Where records are read from: any server that speaks the Code with Papers contract. The default is {defaultSource}.
      </p>
      <AddressInput id={inputId} text={text} loaded={loaded} describedBy={`${helpId} ${noteId}`} invalid={note?.tone === 'problem'} onEdit={onEdit} />
      <div class="pcl-options-buttons">
        <button type="button" class="pcl-options-button" onClick={() => onTest()}>
          Test
        </button>
        <button type="submit" class="pcl-options-button pcl-options-button--primary">
          Save
        </button>
        <button type="button" class="pcl-options-button" onClick={() => onReset()}>
          Reset to default
        </button>
      </div>
      <p id={noteId} class={`pcl-options-note pcl-options-note--${note?.tone ?? 'plain'}`} role="status">
        {note?.text ?? (unsaved ? 'Not saved yet' : '')}
      </p>
    </SaveForm>
  );
}
