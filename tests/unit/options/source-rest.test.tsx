// The options page on a resting record source: until when and why, and "Try again now".
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../../entrypoints/options/App';
import type { SourceRest } from '../../../lib/net/record-client';
import { fakeSitePermissions } from '../../support/fake-site-permissions';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

const permissions = { contains: async () => true, request: async () => true, remove: async () => true, ...fakeSitePermissions() };

function renderWith(rest: SourceRest) {
  let current = rest;
  const sourceRest = vi.fn(async () => current);
  const clearSourceRest = vi.fn(async () => {
    current = { until: null, reason: null };
  });
  render(
    <App
      checkSource={async () => ({ ok: true, message: '' })}
      cacheStats={async () => ({ entries: 0, bytes: 0 })}
      clearCache={async () => undefined}
      sourceRest={sourceRest}
      clearSourceRest={clearSourceRest}
      permissions={permissions}
    />,
  );
  return { sourceRest, clearSourceRest };
}

describe('a resting record source in the options', () => {
  it('says why and until when, and "Try again now" ends the rest', async () => {
    const until = new Date(2026, 11, 4, 1, 30, 5).getTime();
    const { clearSourceRest } = renderWith({ until, reason: 'the record source answered 503' });
    const note = (await screen.findByText(/is resting/)).closest('p')!;
    const shown = new Date(until).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
    expect(note.textContent).toBe(`The record source is resting after the record source answered 503: nothing is asked of it until ${shown}. Try again now`);
    fireEvent.click(screen.getByRole('button', { name: 'Try again now' }));
    await waitFor(() => expect(screen.queryByText(/is resting/)).toBeNull());
    expect(clearSourceRest).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the source is not resting', async () => {
    const { sourceRest } = renderWith({ until: null, reason: null });
    await waitFor(() => expect(sourceRest).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Try again now' })).toBeNull();
  });
});
