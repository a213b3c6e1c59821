// A source's address form: Enter saves, as the Save button does.
import type { ComponentChildren } from 'preact';

/** @example <SaveForm onSave={save}><AddressInput … /></SaveForm> */
export function SaveForm({ onSave, children }: { onSave: () => void; children: ComponentChildren }) {
  return (
    <form
      class="pcl-options-form"
      onSubmit={(event) => {
        // Enter saves, like the Save button; both are user gestures, as a permission request needs.
        event.preventDefault();
        onSave();
      }}
    >
      {children}
    </form>
  );
}
