// A source's address field (the record source's, Papers with Code's): a URL typed or pasted as text.
interface Props {
  id: string;
  text: string;
  loaded: boolean;
  /** The ids of its help text and note. */
  describedBy: string;
  invalid: boolean;
  onEdit: (value: string) => void;
}

/** @example <AddressInput id={inputId} text={text} loaded={loaded} describedBy={`${helpId} ${noteId}`} invalid={false} onEdit={edit} /> */
export function AddressInput({ id, text, loaded, describedBy, invalid, onEdit }: Props) {
  return (
    <input
      id={id}
      class="pcl-options-input pcl-options-input--wide"
      type="text"
      inputMode="url"
      autoComplete="off"
      spellcheck={false}
      value={text}
      disabled={!loaded}
      aria-describedby={describedBy}
      aria-invalid={invalid ? 'true' : undefined}
      onInput={(event) => onEdit(event.currentTarget.value)}
    />
  );
}
