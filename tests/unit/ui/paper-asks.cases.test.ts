// Papers' records asked for in as few messages as the background takes: chunks of at most its limit,
// answers back in the order asked, and only the papers a message brought no answer for asked alone.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { MAX_BATCH_IDS } from '../../../lib/messaging/validate';
import type { PaperLookup } from '../../../lib/record/view-types';
import { askPapers, type PaperAsks, soonInChunks } from '../../../lib/ui/paper-asks';
import { NO_ANSWER } from '../../../lib/ui/use-paper-lookup';

const none = (arxivId: string): PaperLookup => ({ status: 'none', arxivId });
const ids = (n: number) => Array.from({ length: n }, (_, i) => `2607.${String(i).padStart(5, '0')}`);

describe('soonInChunks', () => {
  it('sends at most the background’s limit a message, all at once, and gives the answers back in order', async () => {
    const soon = vi.fn(async (chunk: string[]) => chunk.map(none));
    const asked = ids(2 * MAX_BATCH_IDS + 50);
    const answers = await soonInChunks(soon, asked);
    expect(soon.mock.calls.map(([chunk]) => chunk.length)).toEqual([MAX_BATCH_IDS, MAX_BATCH_IDS, 50]);
    expect(answers.map((a) => (a as { arxivId: string }).arxivId)).toEqual(asked);
  });

  it('answers null for each id of a message that fails, and keeps the others’ answers', async () => {
    const soon = vi.fn(async (chunk: string[]) => (chunk.includes('2607.00002') ? Promise.reject(new Error('refused')) : chunk.map(none)));
    expect(await soonInChunks(soon, ids(4), 2)).toEqual([none('2607.00000'), none('2607.00001'), null, null]);
  });

  it('sends nothing for no ids', async () => {
    const soon = vi.fn(async (chunk: string[]) => chunk.map(none));
    expect(await soonInChunks(soon, [])).toEqual([]);
    expect(soon).not.toHaveBeenCalled();
  });

  it('for any ids and limit: every message within the limit, every id asked once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string(), { maxLength: 60 }), fc.integer({ min: 1, max: 25 }), async (asked, limit) => {
        const sent: string[][] = [];
        const soon = async (chunk: string[]) => {
          sent.push(chunk);
          return chunk.map(none);
        };
        const answers = await soonInChunks(soon, asked, limit);
        expect(sent.every((chunk) => chunk.length > 0 && chunk.length <= limit)).toBe(true);
        expect(sent.flat()).toEqual(asked);
        expect(answers).toEqual(asked.map(none));
      }),
    );
  });
});

describe('askPapers', () => {
  it('has in hand what the batch brought and asks alone only for the rest', async () => {
    let giveLate!: (lookup: PaperLookup) => void;
    const asks: PaperAsks = {
      soon: vi.fn(async (chunk: string[]) => chunk.map((id) => (id === '2607.00001' ? null : none(id)))),
      one: vi.fn(() => new Promise<PaperLookup>((resolve) => (giveLate = resolve))),
    };
    const [first, second] = await askPapers(asks, ['2607.00000', '2607.00001']);
    expect(first!.settled).toEqual(none('2607.00000'));
    expect(second!.settled).toBeUndefined();
    expect(asks.one).toHaveBeenCalledExactlyOnceWith('2607.00001');
    giveLate(none('2607.00001'));
    expect(await second!.promise).toEqual(none('2607.00001'));
  });

  it('shows that the background did not answer when the paper asked alone gets no answer either', async () => {
    const asks: PaperAsks = { soon: vi.fn(async () => Promise.reject(new Error('gone'))), one: vi.fn(async () => Promise.reject(new Error('gone'))) };
    const [only] = await askPapers(asks, ['2607.00000']);
    expect(await only!.promise).toEqual(NO_ANSWER);
  });
});
