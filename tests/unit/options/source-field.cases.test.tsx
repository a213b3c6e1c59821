// The record source field case by case, as the options page shows it: when it says "Not saved yet",
// what Test says while it waits and when the background or the browser fails it, which permission a
// save gives up, and what a failed reset says.
import { cleanup, fireEvent, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { SourceCheck } from '../../../lib/messaging/protocol';
import { DEFAULT_RECORD_SOURCE, recordSource } from '../../../lib/settings';
import { deferred } from '../support/deferred';
import { button, DEFAULT_ORIGIN, renderOptions, sourceField, typeSource } from '../support/options-page';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

const STORED = 'https://records.example.org';
/** The words under the field that it names as its description (after the help), '' when it says nothing. */
const note = () => document.getElementById(sourceField().getAttribute('aria-describedby')!.split(' ')[1]!)!.textContent;

describe('"Not saved yet"', () => {
  it('is not said, and the field is empty and closed, while the stored source loads', async () => {
    await recordSource.setValue(STORED);
    renderOptions();
    expect(sourceField().value).toBe('');
    expect(sourceField().disabled).toBe(true);
    expect(note()).toBe('');
    await waitFor(() => expect(sourceField().value).toBe(STORED));
  });

  it.each([
    { typed: null, said: '' },
    { typed: STORED, said: '' },
    { typed: `${STORED}/`, said: '' },
    { typed: `${STORED}/v2`, said: 'Not saved yet' },
    { typed: 'records', said: 'Not saved yet' },
  ])('$typed typed over the stored source: the field says "$said"', async ({ typed, said }) => {
    await recordSource.setValue(STORED);
    renderOptions();
    await waitFor(() => expect(sourceField().value).toBe(STORED));
    if (typed !== null) await typeSource(typed);
    expect(note()).toBe(said);
  });

  it.each([`${STORED}/`, `  ${STORED}`])('is not said of a stored source written another way (%j) before anything is typed', async (stored) => {
    await recordSource.setValue(stored);
    renderOptions();
    await waitFor(() => expect(sourceField().value).toBe(stored));
    expect(note()).toBe('');
  });
});

describe('Test', () => {
  it('says which address it is asking while the background checks it', async () => {
    const answer = deferred<SourceCheck>();
    renderOptions({ checkSource: () => answer.promise });
    await typeSource(`${STORED}/base/`);
    fireEvent.click(button('Test'));
    expect(note()).toBe(`Asking ${STORED}/base…`);
    answer.resolve({ ok: true, message: 'answered 200 with a readable record' });
    await waitFor(() => expect(note()).toBe('answered 200 with a readable record'));
  });

  it('says the background did not answer when the message fails', async () => {
    renderOptions({ checkSource: () => Promise.reject(new Error('Could not establish connection. Receiving end does not exist.')) });
    await typeSource(STORED);
    fireEvent.click(button('Test'));
    await waitFor(() => expect(note()).toBe("The extension's background did not answer"));
    expect(sourceField().getAttribute('aria-invalid')).toBe('true');
  });

  it('takes a permission check the browser fails for "not allowed", and says so beside a failure', async () => {
    renderOptions({ contains: () => Promise.reject(new Error('permissions.contains failed')), check: { ok: false, message: 'could not be reached' } });
    await typeSource(STORED);
    fireEvent.click(button('Test'));
    await waitFor(() => expect(note()).toBe('could not be reached (the extension may not read records.example.org until you save it and allow that)'));
  });
});

describe('Save: the old source’s permission', () => {
  it.each([
    { from: 'another host', old: 'https://old.example.org', givenUp: ['https://old.example.org/*'] },
    { from: 'the same host, another path', old: `${STORED}/v1`, givenUp: [] },
    { from: 'the default source (its permission is required)', old: DEFAULT_RECORD_SOURCE, givenUp: [] },
  ])('saving away from $from gives up $givenUp', async ({ old, givenUp }) => {
    await recordSource.setValue(old);
    const { permissions } = renderOptions({ granted: [DEFAULT_ORIGIN, `${new URL(old).origin}/*`, `${STORED}/*`] });
    await waitFor(() => expect(sourceField().value).toBe(old));
    await typeSource(`${STORED}/v2`);
    await waitFor(() => expect(permissions.contains).toHaveBeenCalledWith({ origins: [`${STORED}/*`] }));
    fireEvent.click(button('Save'));
    await waitFor(() => expect(note()).toBe('Saved'));
    await new Promise((r) => setTimeout(r, 0));
    expect(permissions.remove.mock.calls.flatMap(([p]) => p.origins)).toEqual(givenUp);
  });

  it('asks again for an origin whose "allowed" answer came after the address had changed', async () => {
    const late = deferred<boolean>();
    let asked = 0;
    // The first check of the new origin answers "allowed" late; every later one says it is not.
    const contains = vi.fn(async ({ origins }: { origins: string[] }) => (origins[0] === `${STORED}/*` && asked++ === 0 ? late.promise : false));
    const { permissions } = renderOptions({ contains });
    await typeSource(STORED);
    await typeSource('https://other.example.org');
    late.resolve(true);
    await typeSource(STORED);
    await waitFor(() => expect(asked).toBe(2));
    fireEvent.click(button('Save'));
    expect(permissions.request).toHaveBeenCalledWith({ origins: [`${STORED}/*`] });
  });
});

describe('Reset to default', () => {
  it('says plainly that nothing was saved when the browser’s storage refuses the write', async () => {
    await recordSource.setValue(STORED);
    renderOptions();
    await waitFor(() => expect(sourceField().value).toBe(STORED));
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    fireEvent.click(button('Reset to default'));
    await waitFor(() => expect(note()).toBe('Not saved: Error: QUOTA_BYTES quota exceeded'));
    vi.restoreAllMocks();
    expect(await recordSource.getValue()).toBe(STORED);
  });
});
