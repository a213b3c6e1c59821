// The options page's Papers with Code section as a person finds it: its switch, address field and note.
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { expect } from 'vitest';

export const PWC_ORIGIN = 'https://paperswithcode.co/*';
export const SWITCH_LABEL = 'Also ask Papers with Code (paperswithcode.co)';

export const pwcSection = () => screen.getByRole('region', { name: 'Papers with Code' });
/** The section's one switch, found by its role (its label names the host in use, so tests read it apart). */
export const pwcSwitch = () => within(pwcSection()).getByRole('switch') as HTMLInputElement;
export const pwcField = () => within(pwcSection()).getByLabelText('Papers with Code address') as HTMLInputElement;
export const pwcButton = (name: string) => within(pwcSection()).getByRole('button', { name });
/** The section's live note, '' when it says nothing. */
export const pwcNote = () => within(pwcSection()).getAllByRole('status')[0]!.textContent;

/** Waits for the stored switch and address to load. */
export async function pwcLoaded() {
  await waitFor(() => expect(pwcField().disabled).toBe(false));
  expect(pwcSwitch().disabled).toBe(false);
}

/** Types `text` into the address field once it has loaded. */
export async function typePwc(text: string) {
  await pwcLoaded();
  fireEvent.input(pwcField(), { target: { value: text } });
}
