// The options' GitHub check: off by default; turning it on asks for api.github.com at the click and
// turning it off gives back only what the switch itself asked for; the token is saved, checked, never
// shown again and removable.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { githubChecksOn, githubOfferAnswered, githubToken } from '../../../lib/github-settings';
import { githubGrant } from '../../../lib/ui/github-grant';
import { renderOptions } from '../support/options-page';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

const API_ORIGIN = 'https://api.github.com/*';
const TOKEN = 'ghp_0123456789abcdefABCDEF0123456789abcd';
const section = () => screen.getByRole('region', { name: 'GitHub' });
const toggle = () => within(section()).getByRole('switch', { name: 'Check repositories on GitHub' }) as HTMLInputElement;
const tokenField = () => within(section()).getByLabelText('Personal access token (optional)') as HTMLInputElement;
const note = () => within(section()).getAllByRole('status')[0]!.textContent;
const loaded = () => waitFor(() => expect(toggle().disabled).toBe(false));

describe('the GitHub check’s switch', () => {
  it('is off by default, and turning it on asks for api.github.com at the click, then says so', async () => {
    const { permissions } = renderOptions();
    await loaded();
    expect(toggle().checked).toBe(false);
    fireEvent.click(toggle());
    // In the click's own handler: the request is made before anything is awaited.
    expect(permissions.request).toHaveBeenCalledWith({ origins: [API_ORIGIN] });
    await waitFor(() => expect(note()).toBe('Saved: each listed GitHub repository is checked on GitHub'));
    expect(await githubChecksOn.getValue()).toBe(true);
    expect(await githubGrant.getValue()).toBe(true);
    // Turned on here, the panels' offer is answered too.
    expect(await githubOfferAnswered.getValue()).toBe(true);
  });

  it('refused by the browser: stays off and says why', async () => {
    renderOptions({ allow: false });
    await loaded();
    fireEvent.click(toggle());
    await waitFor(() => expect(note()).toBe('Permission to read from api.github.com was refused, so nothing is checked'));
    expect(await githubChecksOn.getValue()).toBe(false);
  });

  it('turned off: gives api.github.com back when the switch asked for it, and not otherwise', async () => {
    await githubChecksOn.setValue(true);
    await githubGrant.setValue(true);
    const { permissions } = renderOptions();
    await loaded();
    fireEvent.click(toggle());
    await waitFor(() => expect(note()).toBe('Saved: repositories are not checked on GitHub'));
    expect(permissions.remove).toHaveBeenCalledWith({ origins: [API_ORIGIN] });
    expect(await githubGrant.getValue()).toBe(false);
    cleanup();
    await githubChecksOn.setValue(true);
    const again = renderOptions();
    await loaded();
    fireEvent.click(toggle());
    await waitFor(() => expect(note()).toBe('Saved: repositories are not checked on GitHub'));
    expect(again.permissions.remove).not.toHaveBeenCalled();
  });
});

describe('the token', () => {
  it('is saved from the field (Enter), then never shown: the field empties and the page says only that one is saved', async () => {
    renderOptions();
    await loaded();
    expect(tokenField().type).toBe('password');
    fireEvent.input(tokenField(), { target: { value: `  ${TOKEN} ` } });
    fireEvent.submit(tokenField().form!);
    await waitFor(() => expect(note()).toBe('Saved: the token is sent to api.github.com only'));
    expect(await githubToken.getValue()).toBe(TOKEN);
    expect(tokenField().value).toBe('');
    expect(within(section()).getByText(/A token is saved; it is not shown again/)).toBeTruthy();
    expect(document.body.innerHTML).not.toContain(TOKEN);
  });

  it('refuses what cannot be a token, saving nothing', async () => {
    renderOptions();
    await loaded();
    fireEvent.input(tokenField(), { target: { value: 'ghp_abc def' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'Save the GitHub token' }));
    await waitFor(() => expect(note()).toBe('A GitHub token is made of letters, digits and _ only (ghp_… or github_pat_…)'));
    expect(await githubToken.getValue()).toBe('');
  });

  it('is removed with its button', async () => {
    await githubToken.setValue(TOKEN);
    renderOptions();
    await loaded();
    fireEvent.click(await within(section()).findByRole('button', { name: 'Remove the token' }));
    await waitFor(() => expect(note()).toBe('Saved: no token is sent'));
    expect(await githubToken.getValue()).toBe('');
    expect(within(section()).queryByRole('button', { name: 'Remove the token' })).toBeNull();
  });
});
