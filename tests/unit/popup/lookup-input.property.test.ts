// Properties of the popup's input reader: it never throws, and every written form of a valid id reads back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARXIV_ARCHIVES } from '../../../lib/ids/arxiv-archives';
import { formatArxivId } from '../../../lib/ids/arxiv';
import { isReservedOwner } from '../../../lib/ids/github';
import { parseLookupInput, targetQuery } from '../../../lib/lookup-input';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

// New-style from 2007-04 (four digits to 2014-12, five from 2015-01); old-style 1991 to 2007-03.
const newStyle = fc
  .tuple(fc.integer({ min: 7, max: 99 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 9999 }))
  .filter(([yy, mm]) => yy > 7 || mm >= 4)
  .map(([yy, mm, num]) => `${pad(yy, 2)}${pad(mm, 2)}.${pad(num, yy * 100 + mm >= 1501 ? 5 : 4)}`);
const oldStyle = fc
  .tuple(
    fc.constantFrom(...ARXIV_ARCHIVES),
    fc.oneof(fc.integer({ min: 91, max: 99 }), fc.integer({ min: 0, max: 6 })),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 999 }),
  )
  .map(([archive, yy, mm, num]) => `${archive}/${pad(yy, 2)}${pad(mm, 2)}${pad(num, 3)}`);
const version = fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined });

const PAPER_FORMS: ReadonlyArray<(s: string) => string> = [
  (s) => s,
  (s) => ` ${s} `,
  (s) => `arXiv:${s}`,
  (s) => `arxiv: ${s}`,
  (s) => `https://arxiv.org/abs/${s}`,
  (s) => `https://arxiv.org/pdf/${s}`,
  (s) => `https://arxiv.org/pdf/${s}.pdf`,
  (s) => `https://arxiv.org/html/${s}/#S1`,
  (s) => `arxiv.org/abs/${s}?context=cs`,
  (s) => `10.48550/arXiv.${s}`,
  (s) => `https://doi.org/10.48550/arXiv.${s}`,
];

// GitHub owners: alphanumerics and single inner hyphens; names: letters, digits, `.`, `_`, `-`.
const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''));
const owner = fc
  .array(fc.tuple(fc.boolean(), fc.array(alnum, { minLength: 1, maxLength: 6 })), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map(([hyphen, chars], i) => (i > 0 && hyphen ? '-' : '') + chars.join('')).join(''))
  .filter((o) => o.length <= 39 && !isReservedOwner(o));
const name = fc
  .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789._-'.split('')), { minLength: 1, maxLength: 30 })
  .map((chars) => chars.join(''))
  .filter((n) => n !== '.' && n !== '..' && !/\.git$/i.test(n));
const REPO_FORMS: ReadonlyArray<(o: string, n: string) => string> = [
  (o, n) => `https://github.com/${o}/${n}`,
  (o, n) => `https://github.com/${o}/${n}/tree/main/src`,
  (o, n) => `github.com/${o}/${n}/issues?q=is%3Aopen`,
  (o, n) => `https://www.github.com/${o}/${n}#readme`,
];

describe('parseLookupInput properties', () => {
  it('never throws and always answers one of the three kinds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.webUrl()), (input) => {
        expect(['paper', 'repo', 'unknown']).toContain(parseLookupInput(input).kind);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads every written form of a valid arXiv id back as that paper, without its version', () => {
    fc.assert(
      fc.property(fc.oneof(newStyle, oldStyle), version, fc.constantFrom(...PAPER_FORMS), (id, v, form) => {
        const written = formatArxivId(v === undefined ? { id } : { id, version: v });
        expect(parseLookupInput(form(written))).toEqual({ kind: 'paper', arxivId: id });
      }),
      { numRuns: 1000 },
    );
  });

  it('reads every repository URL back as that repository, and its targetQuery reads back too', () => {
    fc.assert(
      fc.property(owner, name, fc.constantFrom(...REPO_FORMS), (o, n, form) => {
        const target = { kind: 'repo', owner: o, name: n } as const;
        expect(parseLookupInput(form(o, n))).toEqual(target);
        // owner/name text that is also an old-style arXiv id is read as the paper, by design.
        const query = parseLookupInput(targetQuery(target));
        if (query.kind !== 'paper') expect(query).toEqual(target);
      }),
      { numRuns: 1000 },
    );
  });
});
