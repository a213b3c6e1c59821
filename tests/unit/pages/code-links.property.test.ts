// Properties of readCodeLinks on any input: every answer an https repository on one of the five
// hosts, no repository twice, never more than the bound, never a throw; and any GitHub repository
// written into any text is found.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReservedOwner } from '../../../lib/ids/github';
import { MAX_CODE_LINKS, readCodeLinks } from '../../../lib/pages/code-links';
import type { CollectedRegion } from '../../../lib/pages/code-regions';
import { NAMED_WHERE } from '../../../lib/record/code-part-types';

const HOMES = ['github.com', 'gitlab.com', 'bitbucket.org', 'codeberg.org', 'huggingface.co'];

// Text made of the pieces addresses are made of, so that the arbitrary input often holds addresses.
const piece = fc.oneof(
  fc.constantFrom(
    'https://',
    'http://',
    'www.',
    ...HOMES.map((home) => `${home}/`),
    'hf.co/',
    'spaces/',
    '/-/',
    '.git',
    '/',
    '.',
    ' ',
    '(',
    ')',
    'a',
    'B',
    'x-y',
    'settings',
    'papers',
  ),
  fc.string({ maxLength: 6 }),
);
const text = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));
const region: fc.Arbitrary<CollectedRegion> = fc.record({
  where: fc.constantFrom(...NAMED_WHERE),
  hrefs: fc.array(text, { maxLength: 8 }),
  text,
});

describe('readCodeLinks on arbitrary input', () => {
  it('answers only https repositories on the five hosts, each once, within the bound', () => {
    fc.assert(
      fc.property(fc.array(region, { maxLength: 6 }), (regions) => {
        const links = readCodeLinks(regions);
        expect(links.length).toBeLessThanOrEqual(MAX_CODE_LINKS);
        for (const link of links) {
          const url = new URL(link.url);
          expect(url.protocol).toBe('https:');
          expect(HOMES).toContain(url.hostname);
          expect(link.url).toBe(`https://${url.hostname}/${link.label}`);
          expect(NAMED_WHERE).toContain(link.where);
        }
        const keys = links.map((link) => `${link.host}:${link.label.toLowerCase()}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on anything', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(Array.isArray(readCodeLinks(input as CollectedRegion[]))).toBe(true);
        expect(Array.isArray(readCodeLinks([input] as CollectedRegion[]))).toBe(true);
      }),
    );
  });

  it('never throws on arbitrary strings as hrefs and text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: 'grapheme' }), (href, words) => {
        expect(() => readCodeLinks([{ where: 'text', hrefs: [href, words], text: `${href}${words}` }])).not.toThrow();
      }),
    );
  });
});

const owner = fc.stringMatching(/^[A-Za-z0-9](?:-?[A-Za-z0-9]){0,24}$/).filter((o) => !isReservedOwner(o));
// Names as GitHub allows them, less the ones a sentence's full stop cannot be told from.
const name = fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,40}$/).filter((n) => !n.endsWith('.') && !/\.git$/i.test(n));
const around = fc.string({ maxLength: 30 });

describe('a GitHub repository in any text', () => {
  it('is found, with its owner and name as written, wherever it is written', () => {
    fc.assert(
      fc.property(
        around,
        owner,
        name,
        fc.constantFrom('', 'https://', 'http://www.', '('),
        fc.constantFrom('', '.', ')', '/tree/main', ', ', '.git'),
        around,
        (before, o, n, scheme, after, rest) => {
          const links = readCodeLinks([{ where: 'text', hrefs: [], text: `${before} ${scheme}github.com/${o}/${n}${after} ${rest}` }]);
          expect(links.map((link) => link.label.toLowerCase())).toContain(`${o}/${n}`.toLowerCase());
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is found as a link’s address', () => {
    fc.assert(
      fc.property(owner, name, (o, n) => {
        expect(readCodeLinks([{ where: 'links', hrefs: [`https://github.com/${o}/${n}/issues`], text: '' }])).toEqual([
          { url: `https://github.com/${o}/${n}`, label: `${o}/${n}`, host: 'github', where: 'links' },
        ]);
      }),
    );
  });
});
