// @vitest-environment node
// The bench's command line: full and quick repetitions, explicit numbers, and refusals.
import { describe, expect, it } from 'vitest';
import { FULL, parseBenchArgs, QUICK } from '../../../scripts/bench/options';

describe('parseBenchArgs', () => {
  it('repeats fully by default and little with --quick', () => {
    expect(parseBenchArgs([], 'o.json')).toEqual({ ...FULL, out: 'o.json', quick: false, only: null });
    expect(parseBenchArgs(['--quick'], 'o.json')).toEqual({ ...QUICK, out: 'o.json', quick: true, only: null });
  });

  it('measures only the sections named with --only', () => {
    expect(parseBenchArgs(['--only', 'Abstract, github'], 'o.json')?.only).toEqual(['abstract', 'github']);
  });

  it('lets a number given explicitly win over --quick', () => {
    expect(parseBenchArgs(['--quick', '--runs', '5', '--out', 'x.json'], 'o.json')).toMatchObject({ runs: 5, listingRuns: QUICK.listingRuns, out: 'x.json' });
  });

  it('refuses a bad number and an unknown option, and answers --help with null', () => {
    expect(() => parseBenchArgs(['--runs', '0'], 'o.json')).toThrow(/--runs must be a whole number/);
    expect(() => parseBenchArgs(['--runs', '2.5'], 'o.json')).toThrow(/--runs/);
    expect(() => parseBenchArgs(['--fast'], 'o.json')).toThrow();
    expect(parseBenchArgs(['--help'], 'o.json')).toBeNull();
  });
});
