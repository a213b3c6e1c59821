// The options page rendered with a fake background and fake permissions, and the ways a test reads
// and works its record source field as a person would.
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { expect, vi } from 'vitest';
import { App } from '../../../entrypoints/options/App';
import type { SourceCheck } from '../../../lib/messaging/protocol';
import { DEFAULT_RECORD_SOURCE } from '../../../lib/settings';
import { fakeSitePermissions } from '../../support/fake-site-permissions';

export const DEFAULT_ORIGIN = `${new URL(DEFAULT_RECORD_SOURCE).origin}/*`;

interface OptionsPageSetup {
  /** Origins the browser already allows (read by the default `contains`). */
  granted?: string[];
  /** What the permission prompt answers. */
  allow?: boolean;
  /** The background's answer to Test. */
  check?: SourceCheck;
  contains?: (permissions: { origins: string[] }) => Promise<boolean>;
  checkSource?: (base: string) => Promise<SourceCheck>;
}

export function renderOptions({ granted = [DEFAULT_ORIGIN], allow = true, check, contains, checkSource }: OptionsPageSetup = {}) {
  const answer: SourceCheck = check ?? { ok: true, message: 'answered 200 with a readable record' };
  const permissions = {
    contains: vi.fn(contains ?? (async ({ origins }: { origins: string[] }) => origins.every((o) => granted.includes(o)))),
    request: vi.fn(async () => allow),
    remove: vi.fn(async (_permissions: { origins: string[] }) => true),
    ...fakeSitePermissions(),
  };
  const checkSourceFn = vi.fn(checkSource ?? (async () => answer));
  let stats = { entries: 12, bytes: 3072 };
  const cacheStats = vi.fn(async () => stats);
  const clearCache = vi.fn(async () => {
    stats = { entries: 0, bytes: 0 };
  });
  render(<App checkSource={checkSourceFn} cacheStats={cacheStats} clearCache={clearCache} permissions={permissions} />);
  return { permissions, checkSource: checkSourceFn, cacheStats, clearCache };
}

export const section = (name: string) => screen.getByRole('region', { name });
export const sourceField = () => screen.getByLabelText('Record source address') as HTMLInputElement;
export const button = (name: string) => screen.getByRole('button', { name });

/** Types `text` into the record source field once it has loaded. */
export async function typeSource(text: string) {
  await waitFor(() => expect(sourceField().disabled).toBe(false));
  fireEvent.input(sourceField(), { target: { value: text } });
}
