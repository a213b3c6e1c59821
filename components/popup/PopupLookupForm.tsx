// The popup's one input: a paper or a repository in any form, looked up on Enter.
import { useEffect, useId, useRef } from 'preact/hooks';

interface Props {
  value: string;
  onInput: (value: string) => void;
  onSubmit: () => void;
  /** The one line that says which forms are read, shown after input that was none of them. */
  hint: string | null;
}

/** @example <PopupLookupForm value={text} onInput={setText} onSubmit={submit} hint={null} /> */
export function PopupLookupForm({ value, onInput, onSubmit, hint }: Props) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  // autofocus alone is not honoured everywhere a popup document opens; focusing once is.
  useEffect(() => input.current?.focus(), []);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the landmark every browser we support exposes; <search> is newer.
    <form
      class="pcl-popup-form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label class="pcl-popup-label" for={inputId}>
        arXiv paper or GitHub repository
      </label>
      <div class="pcl-popup-row">
        <input
          ref={input}
          id={inputId}
          class="pcl-popup-input"
          type="text"
          // biome-ignore lint/a11y/noAutofocus: the popup opens to be typed into; its one field takes focus, as a search box does.
          autoFocus
          autoComplete="off"
          spellcheck={false}
          placeholder="2607.21653 or owner/name"
          value={value}
          aria-invalid={hint ? 'true' : undefined}
          aria-describedby={hint ? hintId : undefined}
          onInput={(event) => onInput(event.currentTarget.value)}
        />
        <button type="submit" class="pcl-popup-button">
          Look up
        </button>
      </div>
      {hint && (
        <p id={hintId} class="pcl-popup-hint" role="alert">
          {hint}
        </p>
      )}
    </form>
  );
}
