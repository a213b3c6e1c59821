// Whose host permission the second source's origin is: one the switch asked for, and so gives back, or
// one it found granted already (a site the reader turned on, the record source), and so leaves alone.
import { storage } from 'wxt/utils/storage';
import { checkedItem } from '../checked-item';
import { DEFAULT_RECORD_SOURCE, recordSource } from '../settings';
import { originPattern } from './source-url';

/** The part of `browser.permissions` that gives an origin back. */
export interface OriginRemover {
  remove(permissions: { origins: string[] }): Promise<boolean>;
}

/** The origin the Papers with Code switch itself was granted, '' for none. The granted origins are
 * one list for everyone, so this is the only record of which grant is the switch's to give back. */
export const secondSourceGrant = checkedItem(storage.defineItem<string>('local:ui:secondSourceGrant', { fallback: '', version: 1 }), (value) =>
  typeof value === 'string' && value.length <= 2_100 ? value : null,
);

/**
 * The origin pattern of an address, or null for one that does not parse.
 * @example originOf('https://paperswithcode.co/x') // 'https://paperswithcode.co/*'
 */
export function originOf(address: string | null | undefined): string | null {
  try {
    return typeof address === 'string' ? originPattern(address) : null;
  } catch {
    return null;
  }
}

/**
 * Notes who holds `origin` once the switch has it: the switch when it asked (`asked`), else whoever
 * held it before, so a later `giveBack` keeps their grant.
 * @example await keepGrant('https://paperswithcode.co/*', true)
 */
export function keepGrant(origin: string, asked: boolean): Promise<void> {
  return secondSourceGrant.setValue(asked ? origin : '');
}

/**
 * Gives `origin` back when the switch asked for it, unless the record source (the chosen one or the
 * built-in one) reads from it now; a browser that refuses is let be, as the switch is off either way.
 * @example await giveBack(browser.permissions, 'https://paperswithcode.co/*') // true when removed
 */
export async function giveBack(permissions: OriginRemover, origin: string | null): Promise<boolean> {
  if (origin === null || (await secondSourceGrant.getValue()) !== origin) return false;
  await secondSourceGrant.setValue('');
  const recordOrigins = [originOf(await recordSource.getValue()), originOf(DEFAULT_RECORD_SOURCE)];
  if (recordOrigins.includes(origin)) return false;
  return permissions.remove({ origins: [origin] }).catch(() => false);
}
