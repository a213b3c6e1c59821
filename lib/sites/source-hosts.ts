// The record source's hosts (the built-in one and the one chosen in the options): granted for the
// records, never a site the reader turned on.
import { DEFAULT_RECORD_SOURCE, recordSource } from '../settings';

const hostOf = (address: string): string[] => {
  try {
    return [new URL(address).hostname];
  } catch {
    return [];
  }
};

/** @example await sourceHosts() // ['codewithpapers.app'] */
export async function sourceHosts(): Promise<string[]> {
  return [...new Set([...hostOf(DEFAULT_RECORD_SOURCE), ...hostOf(await recordSource.getValue())])];
}
