// The sources' hosts (the built-in record source, the one chosen in the options, and Papers with Code
// while it is asked): granted for their answers, never a site the reader turned on.
import { DEFAULT_RECORD_SOURCE, recordSource, secondSource, secondSourceOn } from '../settings';

const hostOf = (address: string): string[] => {
  try {
    return [new URL(address).hostname];
  } catch {
    return [];
  }
};

/** @example await sourceHosts() // ['codewithpapers.app'] */
export async function sourceHosts(): Promise<string[]> {
  const [record, secondOn, second] = await Promise.all([recordSource.getValue(), secondSourceOn.getValue(), secondSource.getValue()]);
  return [...new Set([...hostOf(DEFAULT_RECORD_SOURCE), ...hostOf(record), ...(secondOn ? hostOf(second) : [])])];
}
