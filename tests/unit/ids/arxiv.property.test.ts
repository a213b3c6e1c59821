// Property tests for arXiv ids: round-trips through every form, finding in noise, never throwing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARXIV_ARCHIVES } from '../../../lib/ids/arxiv-archives';
import { arxivIdOfUrl, formatArxivId, parseArxivId, parseArxivIdOnArxiv, recordSlug, type ArxivId } from '../../../lib/ids/arxiv';
import { findArxivIds } from '../../../lib/ids/arxiv-find';

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const withVersion = (id: string, version: number | undefined): ArxivId => (version === undefined ? { id } : { id, version });

// New-style: 2007-04 onwards; four-digit numbers to 2014-12, five-digit from 2015-01.
const newStyle = fc
  .tuple(fc.integer({ min: 7, max: 99 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 99999 }))
  .filter(([yy, mm]) => yy > 7 || mm >= 4)
  .map(([yy, mm, seed]) => {
    const five = yy * 100 + mm >= 1501;
    const num = five ? seed : ((seed - 1) % 9999) + 1;
    return `${pad(yy, 2)}${pad(mm, 2)}.${pad(num, five ? 5 : 4)}`;
  });
// Old-style: 1991 to 2007-03, a real archive, three-digit number from 001.
const oldYear = fc.oneof(fc.integer({ min: 91, max: 99 }), fc.integer({ min: 0, max: 7 }));
const oldStyle = fc
  .tuple(fc.constantFrom(...ARXIV_ARCHIVES), oldYear, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 999 }))
  .filter(([, yy, mm]) => yy !== 7 || mm <= 3)
  .map(([archive, yy, mm, num]) => `${archive}/${pad(yy, 2)}${pad(mm, 2)}${pad(num, 3)}`);
const version = fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: undefined });
const arxivId = fc.tuple(fc.oneof(newStyle, oldStyle), version).map(([id, v]) => withVersion(id, v));

const WRAPPERS: ReadonlyArray<[string, (s: string) => string]> = [
  ['bare', (s) => s],
  ['padded', (s) => ` \t${s}\n`],
  ['arXiv:', (s) => `arXiv:${s}`],
  ['ARXIV: ', (s) => `ARXIV: ${s}`],
  ['abs', (s) => `https://arxiv.org/abs/${s}`],
  ['abs+query', (s) => `https://arxiv.org/abs/${s}/?context=cs#x`],
  ['www pdf', (s) => `http://www.arxiv.org/pdf/${s}`],
  ['export pdf.pdf', (s) => `https://export.arxiv.org/pdf/${s}.pdf`],
  ['html', (s) => `https://arxiv.org/html/${s}/#S2`],
  ['format', (s) => `https://arxiv.org/format/${s}`],
  ['no scheme', (s) => `arxiv.org/abs/${s}`],
  ['doi', (s) => `10.48550/arXiv.${s}`],
  ['doi url', (s) => `https://doi.org/10.48550/ARXIV.${s}`],
];
const wrapper = fc.constantFrom(...WRAPPERS);

// Text contexts findArxivIds must recognise; bare old-style ids need none.
const CONTEXTS: ReadonlyArray<(s: string) => string> = [
  (s) => `arXiv:${s}`,
  (s) => `arxiv ${s}`,
  (s) => `arXiv preprint arXiv:${s}`,
  (s) => `https://arxiv.org/abs/${s}`,
  (s) => `http://export.arxiv.org/pdf/${s}.pdf`,
  (s) => `https://www.arxiv.org/html/${s}/#S1`,
  (s) => `https://img.shields.io/badge/arXiv-${s}-b31b1b.svg`,
  (s) => `https://doi.org/10.48550/arXiv.${s}`,
  (s) => `eprint = {${s}}`,
];

// Noise built from the pieces ids and their contexts are made of, so the regexes are really exercised.
const piece = fc.oneof(
  fc.constantFrom(
    'arXiv',
    'arxiv:',
    'ARXIV ',
    'https://',
    'arxiv.org/',
    'abs/',
    'pdf/',
    'html/',
    '.pdf',
    'eprint={',
    '}',
    '10.48550/',
    'hep-th/',
    'math.GT/',
    'cs',
    '/',
    '.',
    ':',
    '-',
    ' ',
    '\n',
    'v',
    'v2',
    '0',
    '2607',
    '21653',
    '9901001',
    '1412',
    '0704',
    '.0001',
  ),
  fc.string({ maxLength: 4 }),
  fc.integer({ min: 0, max: 99999 }).map(String),
);
const noise = fc.array(piece, { maxLength: 25 }).map((parts) => parts.join(''));
const anyText = fc.oneof(noise, fc.string({ unit: 'binary', maxLength: 60 }));

describe('arXiv id properties', () => {
  it('format then parse gives the id back', () => {
    fc.assert(
      fc.property(arxivId, (id) => {
        expect(parseArxivId(formatArxivId(id))).toStrictEqual(id);
      }),
    );
  });

  it('every URL form and prefix parses to the same id', () => {
    fc.assert(
      fc.property(arxivId, wrapper, (id, [, wrap]) => {
        expect(parseArxivId(wrap(formatArxivId(id)))).toStrictEqual(id);
      }),
      { numRuns: 500 },
    );
  });

  it('a subject class and upper-case archive name the same paper', () => {
    const classed = fc.tuple(oldStyle, fc.stringMatching(/^[A-Z]{2}$/), version);
    fc.assert(
      fc.property(classed, ([id, subject, v]) => {
        const [archive, number] = id.split('/');
        const input = formatArxivId(withVersion(`${(archive ?? '').toUpperCase()}.${subject}/${number ?? ''}`, v));
        expect(parseArxivId(input)).toStrictEqual(withVersion(id, v));
      }),
    );
  });

  it('findArxivIds finds an id in an arXiv context anywhere in random text', () => {
    fc.assert(
      fc.property(anyText, arxivId, fc.constantFrom(...CONTEXTS), anyText, (before, id, context, after) => {
        expect(findArxivIds(`${before} ${context(formatArxivId(id))} ${after}`)).toContain(id.id);
      }),
      { numRuns: 500 },
    );
  });

  it('findArxivIds finds a bare old-style id in random text', () => {
    fc.assert(
      fc.property(anyText, oldStyle, version, anyText, (before, id, v, after) => {
        expect(findArxivIds(`${before} ${formatArxivId(withVersion(id, v))} ${after}`)).toContain(id);
      }),
    );
  });

  it('findArxivIds never takes a bare new-style id or a plain number', () => {
    const number = fc.integer({ min: 0, max: 99999 }).map(String);
    const numbers = fc.array(fc.oneof(newStyle, number, fc.constantFrom('.', ' ', ', ', 'v1', '\n')));
    fc.assert(
      fc.property(numbers, (parts) => {
        expect(findArxivIds(parts.join(''))).toStrictEqual([]);
      }),
    );
  });

  it('findArxivIds returns distinct canonical ids and never throws', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const found = findArxivIds(text);
        expect(new Set(found).size).toBe(found.length);
        for (const id of found) expect(parseArxivId(id)).toStrictEqual({ id });
      }),
      { numRuns: 1000 },
    );
  });

  it('parseArxivId never throws, and what it returns is canonical', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const parsed = parseArxivId(text);
        if (parsed === null) return;
        expect(parseArxivId(parsed.id)).toStrictEqual({ id: parsed.id });
        expect(parseArxivId(formatArxivId(parsed))).toStrictEqual(parsed);
      }),
      { numRuns: 1000 },
    );
  });

  it('recordSlug throws exactly when parseArxivId gives null', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        if (parseArxivId(text) === null) expect(() => recordSlug(text)).toThrow(/not an arXiv identifier/);
        else expect(recordSlug(text)).toMatch(/^arxiv-[a-z0-9-]+$/);
      }),
      { numRuns: 500 },
    );
  });

  it('recordSlug is arxiv- plus the canonical id with . and / as -, for every form', () => {
    fc.assert(
      fc.property(arxivId, wrapper, (id, [, wrap]) => {
        const slug = recordSlug(wrap(formatArxivId(id)));
        expect(slug).toMatch(/^arxiv-[a-z0-9-]+$/);
        expect(slug).toBe(`arxiv-${id.id.replace(/[./]/g, '-')}`);
      }),
    );
  });

  it('distinct papers get distinct slugs', () => {
    const pair = fc.tuple(fc.oneof(newStyle, oldStyle), fc.oneof(newStyle, oldStyle)).filter(([a, b]) => a !== b);
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(recordSlug(a)).not.toBe(recordSlug(b));
      }),
    );
  });

  it('arxivIdOfUrl reads an address as parseArxivIdOnArxiv reads its text, on arXiv or off it', () => {
    const host = fc.constantFrom('arxiv.org', 'www.arxiv.org', 'export.arxiv.org', 'huggingface.co', 'example.org');
    const paperPath = fc
      .tuple(fc.constantFrom('abs/', 'pdf/', 'html/', 'format/', 'show-email/ab12/', ''), arxivId)
      .map(([kind, id]) => kind + formatArxivId(id));
    const path = fc.oneof(paperPath, noise);
    fc.assert(
      fc.property(fc.constantFrom('https://', 'http://'), host, path, (scheme, at, rest) => {
        const url = new URL(`${scheme}${at}/${rest}`);
        expect(arxivIdOfUrl(url)).toStrictEqual(parseArxivIdOnArxiv(url.href));
      }),
      { numRuns: 1000 },
    );
  });
});
