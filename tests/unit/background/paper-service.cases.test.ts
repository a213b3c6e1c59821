// The paper service's edges, one fixture each: what a body names, what the cache holds and for how
// long (the reader's time to live for records, the fixed hour for "no record"), what is refused.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPaperService, otherPaperNamed } from '../../../lib/background/paper-service';
import { settledCaches } from '../support/settled-caches';
import type { FetchOutcome } from '../../../lib/net/record-client';
import { createRequestQueue } from '../../../lib/net/request-queue';
import { loadRecord, REAL_RECORD } from '../../support/records';

beforeEach(() => fakeBrowser.reset());
const createRecordCache = settledCaches();

const HOUR = 3_600_000;
const KEY = 'https://records.example|paper:2607.21653';

function setup(outcomes: FetchOutcome[], ttlHours?: number) {
  let t = 5_000_000_000;
  const getJson = vi.fn(async (_url: string) => outcomes.shift() ?? { kind: 'unreachable' as const, problem: 'no more answers' });
  const cache = createRecordCache({ maxEntries: () => 50, now: () => t });
  const service = createPaperService({
    client: { getJson },
    cache,
    queue: createRequestQueue(4),
    base: async () => 'https://records.example',
    ...(ttlHours === undefined ? {} : { ttlHours: async () => ttlHours }),
    now: () => t,
  });
  return { service, cache, getJson, advance: (ms: number) => (t += ms) };
}

const real = () => ({ kind: 'ok' as const, body: loadRecord(REAL_RECORD) });

describe('otherPaperNamed', () => {
  it.each([
    ['null', null, null],
    ['nothing', undefined, null],
    ['text', 'arxiv_id', null],
    ['an id that is no text', { arxiv_id: 2607.21653 }, null],
    ['an id that is no arXiv id', { arxiv_id: 'not an id' }, null],
    ['the same paper in another form', { arxiv_id: 'arXiv:2607.21653v2' }, null],
    ['another paper', { arxiv_id: '2101.00001v1' }, '2101.00001'],
  ])('reads a body of %s as %s', (_name, body, other) => {
    expect(otherPaperNamed(body, '2607.21653')).toBe(other);
  });
});

describe('lookupPaper: what is refused or unreadable', () => {
  it('quotes at most 80 characters of what is not an arXiv id', async () => {
    const { service, getJson } = setup([]);
    const input = `${'x'.repeat(80)}TAIL`;
    expect(await service.lookupPaper(input)).toEqual({ status: 'invalid-id', problem: `"${'x'.repeat(80)}" is not an arXiv identifier` });
    expect(getJson).not.toHaveBeenCalled();
  });

  it('says a body that is not an object is no JSON object, and asks again next time', async () => {
    const { service, getJson } = setup([
      { kind: 'ok', body: 'a page of HTML' },
      { kind: 'ok', body: 'a page of HTML' },
    ]);
    const unreadable = { status: 'unreadable', problem: 'the record is not a JSON object' };
    expect(await service.lookupPaper('2607.21653')).toEqual(unreadable);
    expect(await service.lookupPaper('2607.21653')).toEqual(unreadable);
    expect(getJson).toHaveBeenCalledTimes(2);
  });

  it('does not show a cached record of another paper under this one', async () => {
    const { service, cache, getJson } = setup([]);
    await cache.put(KEY, { kind: 'found', body: { ...loadRecord(REAL_RECORD), arxiv_id: '2101.00001' } });
    expect(await service.lookupPaper('2607.21653')).toEqual({
      status: 'unreadable',
      problem: 'the source answered with the record of arXiv 2101.00001, not 2607.21653',
    });
    expect(getJson).not.toHaveBeenCalled();
  });

  it('caches nothing when the source cannot be reached, and asks again next time', async () => {
    const { service, getJson } = setup([
      { kind: 'unreachable', problem: 'the record source could not be reached' },
      { kind: 'unreachable', problem: 'the record source could not be reached' },
    ]);
    const down = { status: 'unreachable', problem: 'the record source could not be reached' };
    expect(await service.lookupPaper('2607.21653')).toEqual(down);
    expect(await service.lookupPaper('2607.21653')).toEqual(down);
    expect(getJson).toHaveBeenCalledTimes(2);
  });
});

describe('lookupPaper: how long a cached answer counts', () => {
  it('answers "no record" from the cache within its hour', async () => {
    const { service, getJson, advance } = setup([{ kind: 'not-found' }]);
    await service.lookupPaper('2607.21653');
    advance(HOUR - 1);
    expect(await service.lookupPaper('2607.21653')).toEqual({ status: 'none', arxivId: '2607.21653' });
    expect(getJson).toHaveBeenCalledTimes(1);
  });

  it('keeps "no record" an hour even when the reader keeps records a month', async () => {
    const { service, getJson, advance } = setup([{ kind: 'not-found' }, real()], 720);
    await service.lookupPaper('2607.21653');
    advance(HOUR);
    expect((await service.lookupPaper('2607.21653')).status).toBe('found');
    expect(getJson).toHaveBeenCalledTimes(2);
  });

  it('serves a record fresh within the reader’s time to live, without asking', async () => {
    const { service, getJson, advance } = setup([real()], 48);
    await service.lookupPaper('2607.21653');
    advance(47 * HOUR);
    expect(await service.lookupPaper('2607.21653')).toMatchObject({ status: 'found', stale: false, problem: null });
    // A refresh behind the answer would have started by now.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getJson).toHaveBeenCalledTimes(1);
  });

  it('refreshes a record behind the cached copy once the reader’s shorter time to live is past', async () => {
    const { service, getJson, advance } = setup([real(), real()], 2);
    await service.lookupPaper('2607.21653');
    advance(3 * HOUR);
    expect((await service.lookupPaper('2607.21653')).status).toBe('found');
    await vi.waitFor(() => expect(getJson).toHaveBeenCalledTimes(2));
  });
});
