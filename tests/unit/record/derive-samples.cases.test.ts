import { describe, expect, it } from 'vitest';
import { deriveSamples, runHeadline } from '../../../lib/record/derive-samples';

describe('runHeadline', () => {
  it.each([
    [1, 1, '1 of 1 harvested function ran'],
    [0, 1, '0 of 1 harvested function ran'],
    [0, 2, '0 of 2 harvested functions ran'],
    [5, 7, '5 of 7 harvested functions ran'],
  ])('says %i of %i as "%s"', (ran, total, expected) => {
    expect(runHeadline(ran, total)).toBe(expected);
  });
});

describe('deriveSamples', () => {
  it.each([
    ['no samples list', { samples: null }],
    ['no samples field', {}],
    ['an empty samples list', { samples: [] }],
  ])('shows no run status for %s', (_what, section) => {
    expect(deriveSamples(section)).toBeNull();
  });

  it('counts none ran when no sample has the status "ran"', () => {
    const view = deriveSamples({
      samples: [
        { entry: 'f', status: 'unverified' },
        { entry: 'g', status: 'timed_out' },
      ],
    });
    expect(view?.ran).toBe(0);
    expect(view?.headline).toBe('0 of 2 harvested functions ran');
  });

  it('passes the record’s claim, read time and sample details through as written', () => {
    const view = deriveSamples({
      claim: 'Ran means it ran once.',
      read_at: '2026-07-01',
      read_at_is: 'the harvest date',
      samples: [{ entry: 'loss', status: 'ran', repo: 'a/b', path: 'x.py', language: 'python', verification_level: 2, licence: 'MIT' }],
    });
    expect(view).toMatchObject({ claim: 'Ran means it ran once.', readAt: '2026-07-01', readAtIs: 'the harvest date' });
    expect(view?.samples).toEqual([
      {
        entry: 'loss',
        repo: 'a/b',
        path: 'x.py',
        fileUrl: 'https://github.com/a/b/blob/HEAD/x.py',
        language: 'python',
        status: 'ran',
        verificationLevel: 2,
        licence: 'MIT',
      },
    ]);
  });

  it('shows a verification level of 0 as 0, not as missing', () => {
    const view = deriveSamples({ samples: [{ entry: 'f', status: 'ran', verification_level: 0 }] });
    expect(view?.samples[0]).toMatchObject({ verificationLevel: 0, language: null, licence: null, repo: null, path: null, fileUrl: null });
    expect(view).toMatchObject({ claim: null, readAt: null, readAtIs: null });
  });
});
