// `npm run bench -- [--quick] [--runs N] …`: the command line, parsed into how much to repeat each measurement.
import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Abstract-page loads for each of cold and warm (and as many without the extension). */
  runs: number;
  /** Loads of the 2000-entry listing, each with and without the extension. */
  listingRuns: number;
  /** GitHub soft navigations. */
  navigations: number;
  /** Distinct paper lookups sent to the service worker before its heap is read. */
  lookups: number;
  /** Where the JSON goes. */
  out: string;
  quick: boolean;
  /** Sections to measure, by their first word in lower case (abstract, listing, github, service, record); null: all. */
  only: string[] | null;
}

export const FULL = { runs: 20, listingRuns: 9, navigations: 50, lookups: 1000 };
/** Enough to prove every measurement still works, well under two minutes in CI. */
export const QUICK = { runs: 3, listingRuns: 1, navigations: 10, lookups: 200 };

export const USAGE = `npm run bench -- [--quick] [--runs N] [--listing-runs N] [--navigations N] [--lookups N] [--only S,…] [--out FILE]
  --quick           few repetitions (${QUICK.runs} runs, ${QUICK.listingRuns} listing run, ${QUICK.navigations} navigations, ${QUICK.lookups} lookups)
  --runs N          abstract-page runs, cold and warm each, second source off and on (default ${FULL.runs})
  --listing-runs N  2000-entry listing loads (default ${FULL.listingRuns})
  --navigations N   GitHub soft navigations (default ${FULL.navigations})
  --lookups N       distinct lookups before the worker's heap is read (default ${FULL.lookups})
  --only S,…        only these sections (abstract: its load, main thread and second source; listing, github, sites, side, service, record), sizes always
  --out FILE        the JSON report (default test-output/bench.json)`;

function count(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new Error(`--${name} must be a whole number of at least 1, not "${text}"`);
  return Number(text);
}

/**
 * The options, or null when help was asked for; throws on an unknown option or a bad number. A number
 * given explicitly wins over --quick's.
 * @example parseBenchArgs(['--quick', '--runs', '5'], 'out.json') // { runs: 5, listingRuns: 1, …, quick: true }
 */
export function parseBenchArgs(args: string[], defaultOut: string): BenchOptions | null {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      quick: { type: 'boolean' },
      runs: { type: 'string' },
      'listing-runs': { type: 'string' },
      navigations: { type: 'string' },
      lookups: { type: 'string' },
      out: { type: 'string' },
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return null;
  const base = values.quick ? QUICK : FULL;
  return {
    runs: count('runs', values.runs, base.runs),
    listingRuns: count('listing-runs', values['listing-runs'], base.listingRuns),
    navigations: count('navigations', values.navigations, base.navigations),
    lookups: count('lookups', values.lookups, base.lookups),
    out: values.out ?? defaultOut,
    quick: values.quick ?? false,
    only: values.only ? values.only.split(',').map((part) => part.trim().toLowerCase()) : null,
  };
}
