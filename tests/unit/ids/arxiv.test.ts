// Case tables for arXiv id parsing, formatting, record slugs and finding ids in free text.
import { describe, expect, it } from 'vitest';
import { ARXIV_ARCHIVES, isArxivArchive } from '../../../lib/ids/arxiv-archives';
import { formatArxivId, parseArxivId, recordSlug, type ArxivId } from '../../../lib/ids/arxiv';
import { findArxivIds } from '../../../lib/ids/arxiv-find';

const id = (value: string, version?: number): ArxivId => (version === undefined ? { id: value } : { id: value, version });

describe('parseArxivId accepts', () => {
  it.each<[string, ArxivId]>([
    // Bare new-style ids, at the edges of arXiv's numbering rules.
    ['2607.21653', id('2607.21653')],
    ['2607.21653v2', id('2607.21653', 2)],
    ['2607.21653v12', id('2607.21653', 12)],
    ['2607.21653V3', id('2607.21653', 3)],
    ['0704.0001', id('0704.0001')],
    ['0712.9999', id('0712.9999')],
    ['1412.9999', id('1412.9999')],
    ['1501.00001', id('1501.00001')],
    ['1501.99999v1', id('1501.99999', 1)],
    ['9912.12345', id('9912.12345')],
    ['  2607.21653 ', id('2607.21653')],
    ['\t2607.21653v2\n', id('2607.21653', 2)],
    // arXiv: prefix, any case, spaces after the colon allowed.
    ['arXiv:2607.21653', id('2607.21653')],
    ['arxiv:2607.21653', id('2607.21653')],
    ['ARXIV:2607.21653v2', id('2607.21653', 2)],
    ['arXiv: 2607.21653v2', id('2607.21653', 2)],
    ['ARXIV:  2607.21653', id('2607.21653')],
    ['arXiv:hep-th/9901001', id('hep-th/9901001')],
    ['ArXiv:math.GT/0309136v1', id('math/0309136', 1)],
    // arxiv.org pages.
    ['https://arxiv.org/abs/2607.21653', id('2607.21653')],
    ['https://arxiv.org/abs/2607.21653v2', id('2607.21653', 2)],
    ['https://arxiv.org/abs/2607.21653/', id('2607.21653')],
    ['https://arxiv.org/abs/2607.21653?context=cs.LG', id('2607.21653')],
    ['https://arxiv.org/abs/2607.21653#comments', id('2607.21653')],
    ['https://arxiv.org/abs/2607.21653v1/?x=1#y', id('2607.21653', 1)],
    ['http://arxiv.org/abs/2607.21653', id('2607.21653')],
    ['https://www.arxiv.org/abs/2607.21653', id('2607.21653')],
    ['http://export.arxiv.org/abs/2607.21653v4', id('2607.21653', 4)],
    ['HTTPS://ARXIV.ORG/abs/2607.21653', id('2607.21653')],
    ['arxiv.org/abs/2607.21653', id('2607.21653')],
    ['www.arxiv.org/pdf/2607.21653', id('2607.21653')],
    ['https://arxiv.org/pdf/2607.21653', id('2607.21653')],
    ['https://arxiv.org/pdf/2607.21653.pdf', id('2607.21653')],
    ['https://arxiv.org/pdf/2607.21653v2', id('2607.21653', 2)],
    ['https://arxiv.org/pdf/2607.21653v2.pdf', id('2607.21653', 2)],
    ['https://export.arxiv.org/pdf/2607.21653v2.pdf?download=1', id('2607.21653', 2)],
    ['https://arxiv.org/html/2607.21653', id('2607.21653')],
    ['https://arxiv.org/html/2607.21653v1', id('2607.21653', 1)],
    ['https://arxiv.org/html/2607.21653v1/', id('2607.21653', 1)],
    ['https://arxiv.org/html/2607.21653v1/#S2', id('2607.21653', 1)],
    ['https://arxiv.org/html/2607.21653v1/x1.png', id('2607.21653', 1)],
    ['https://arxiv.org/format/2607.21653', id('2607.21653')],
    ['https://arxiv.org/format/2607.21653v3', id('2607.21653', 3)],
    ['https://arxiv.org/abs/hep-th/9901001', id('hep-th/9901001')],
    ['https://arxiv.org/abs/hep-th/9901001v2', id('hep-th/9901001', 2)],
    ['https://arxiv.org/pdf/hep-th/9901001v1.pdf', id('hep-th/9901001', 1)],
    ['https://arxiv.org/abs/math.GT/0309136', id('math/0309136')],
    ['https://arxiv.org/html/hep-th/9901001/figure.png', id('hep-th/9901001')],
    // The DOI arXiv registers for every paper.
    ['10.48550/arXiv.2607.21653', id('2607.21653')],
    ['10.48550/ARXIV.2607.21653', id('2607.21653')],
    ['10.48550/arxiv.2607.21653', id('2607.21653')],
    ['https://doi.org/10.48550/arXiv.2607.21653', id('2607.21653')],
    ['http://dx.doi.org/10.48550/arXiv.2607.21653', id('2607.21653')],
    ['doi:10.48550/arXiv.2607.21653', id('2607.21653')],
    ['https://doi.org/10.48550/arXiv.hep-th/9901001', id('hep-th/9901001')],
    // Old-style ids: archive lower-cased, subject class dropped.
    ['hep-th/9901001', id('hep-th/9901001')],
    ['hep-th/9108001', id('hep-th/9108001')],
    ['HEP-TH/9901001', id('hep-th/9901001')],
    ['math.GT/0309136', id('math/0309136')],
    ['math.gt/0309136v2', id('math/0309136', 2)],
    ['cs.AI/0101001', id('cs/0101001')],
    ['physics.acc-ph/0601001', id('physics/0601001')],
    ['cond-mat/0001001v3', id('cond-mat/0001001', 3)],
    ['astro-ph/0703999', id('astro-ph/0703999')],
    ['math-ph/0001001', id('math-ph/0001001')],
    ['solv-int/9912001', id('solv-int/9912001')],
    ['supr-con/9601001', id('supr-con/9601001')],
    ['q-bio/0309001', id('q-bio/0309001')],
    ['quant-ph/0001001', id('quant-ph/0001001')],
  ])('%j', (input, expected) => {
    expect(parseArxivId(input)).toStrictEqual(expected);
  });
});

describe('parseArxivId rejects', () => {
  it.each([
    '',
    '   ',
    'arXiv:',
    'arXiv',
    '2607',
    '2607.',
    '.21653',
    '2607.2165',
    '26.21653',
    // New-style numbering rules.
    '2613.21653',
    '2600.21653',
    '0703.0001',
    '0612.1234',
    '0001.0001',
    '1412.12345',
    '1501.1234',
    '2607.00000',
    '0801.0000',
    '2607.216534',
    '2607.123',
    // Versions: positive, no leading zero, nothing after.
    '2607.21653v',
    '2607.21653v0',
    '2607.21653v01',
    '2607.21653v-1',
    '2607.21653v2.1',
    '2607.21653v99999999999999999999',
    // Glued to other text.
    '2607.21653.pdf.exe',
    '2607.21653.pdf',
    'x2607.21653',
    '2607.21653x',
    '12607.21653',
    '2607.21653 2607.21654',
    'arXiv:2607.21653 extra',
    'arXiv-2607.21653',
    'arXiv::2607.21653',
    'see arXiv:2607.21653',
    // Old-style rules.
    'hep/9901001',
    'test/9901001',
    'foo-bar/9901001',
    'hep-th/9913001',
    'hep-th/9900001',
    'hep-th/0704001',
    'hep-th/0801001',
    'hep-th/9001001',
    'hep-th/9901000',
    'hep-th/990100',
    'hep-th/99010011',
    'hep-th9901001',
    'hep-th/9901001x',
    'math.G/0309136',
    'math./0309136',
    'math.GT-/0309136',
    '/hep-th/9901001',
    'hep-th//9901001',
    // Other hosts and pages.
    'https://example.com/abs/2607.21653',
    'https://arxiv.org.evil.com/abs/2607.21653',
    'https://evilarxiv.org/abs/2607.21653',
    'https://ar5iv.labs.arxiv.org.evil.com/html/2607.21653',
    'https://arxiv.org/list/2607.21653',
    'https://arxiv.org/abs/',
    'https://arxiv.org/abs/2607.21653/extra',
    'https://arxiv.org/abs/2607.21653.pdf',
    'https://arxiv.org/ABS/2607.21653',
    'ftp://arxiv.org/abs/2607.21653',
    'https://arxiv.org:8080/abs/2607.21653',
    'https://arxiv.org/pdf/2607.21653.pdf.exe',
    'https://arxiv.org/abs/2613.21653',
    'https://arxiv.org/2607.21653',
    'https://arxiv.org/abs/2607.21653 x',
    // Other DOIs.
    '10.1145/3292500.3330701',
    'https://doi.org/10.1145/3292500.3330701',
    '10.48550/arXiv.2613.21653',
    '10.48551/arXiv.2607.21653',
    '10.48550/zenodo.2607.21653',
    '10.48550/arXiv.',
    // Plain numbers.
    '1234.5678',
    '192.168.1.1',
    '2023.10.05',
    '3.10',
  ])('%j', (input) => {
    expect(parseArxivId(input)).toBeNull();
  });
});

describe('formatArxivId', () => {
  it.each<[ArxivId, string]>([
    [id('2607.21653'), '2607.21653'],
    [id('2607.21653', 2), '2607.21653v2'],
    [id('hep-th/9901001'), 'hep-th/9901001'],
    [id('hep-th/9901001', 10), 'hep-th/9901001v10'],
  ])('%j', (input, expected) => {
    expect(formatArxivId(input)).toBe(expected);
  });
});

describe('recordSlug', () => {
  it.each([
    ['2607.21653', 'arxiv-2607-21653'],
    ['2607.21653v2', 'arxiv-2607-21653'],
    ['0704.0001', 'arxiv-0704-0001'],
    ['hep-th/9901001', 'arxiv-hep-th-9901001'],
    ['HEP-TH/9901001v1', 'arxiv-hep-th-9901001'],
    ['math.GT/0309136v2', 'arxiv-math-0309136'],
    ['arXiv:2607.21653', 'arxiv-2607-21653'],
    ['https://arxiv.org/abs/cond-mat/0001001v3', 'arxiv-cond-mat-0001001'],
  ])('%j -> %j', (input, expected) => {
    expect(recordSlug(input)).toBe(expected);
  });

  it.each(['', 'arxiv-2607-21653', '2613.21653', 'hep/9901001', 'https://example.com/abs/2607.21653'])('throws for %j', (input) => {
    expect(() => recordSlug(input)).toThrow(/not an arXiv identifier/);
  });
});

describe('findArxivIds finds', () => {
  it.each<[string, string[]]>([
    ['arXiv:2607.21653', ['2607.21653']],
    ['ARXIV 2607.21653v3', ['2607.21653']],
    ['arXiv: 2607.21653', ['2607.21653']],
    ['(arXiv, 2607.21653)', ['2607.21653']],
    ['[arXiv] 2607.21653', ['2607.21653']],
    ['arXiv preprint arXiv:2607.21653 (2026).', ['2607.21653']],
    ['arXiv preprint 2607.21653', ['2607.21653']],
    ['arXiv id: 2607.21653', ['2607.21653']],
    ['on arXiv.org: 2607.21653', ['2607.21653']],
    ['Paper: https://arxiv.org/abs/2607.21653v2.', ['2607.21653']],
    ['<a href="https://arxiv.org/pdf/2607.21653">pdf</a>', ['2607.21653']],
    ['https://arxiv.org/pdf/2607.21653v1.pdf', ['2607.21653']],
    ['http://export.arxiv.org/abs/2607.21653', ['2607.21653']],
    ['https://www.arxiv.org/html/2607.21653v1/#S2', ['2607.21653']],
    ['https://arxiv.org/format/2607.21653', ['2607.21653']],
    ['(arxiv.org/abs/2607.21653)', ['2607.21653']],
    ['https://arxiv.org/abs/2607.21653?context=cs', ['2607.21653']],
    ['[![arXiv](https://img.shields.io/badge/arXiv-2607.21653-b31b1b.svg)](https://arxiv.org/abs/2607.21653)', ['2607.21653']],
    ['https://img.shields.io/badge/arXiv-2607.21653-b31b1b.svg', ['2607.21653']],
    ['https://img.shields.io/badge/arXiv-2607.21653v2-red?logo=arxiv', ['2607.21653']],
    ['https://img.shields.io/badge/paper-arXiv%3A2607.21653-red', ['2607.21653']],
    ['https://doi.org/10.48550/arXiv.2607.21653', ['2607.21653']],
    ['DOI 10.48550/ARXIV.2607.21653', ['2607.21653']],
    ['@article{x,\n  eprint = {2607.21653},\n  archivePrefix = {arXiv},\n}', ['2607.21653']],
    ['@misc{y, archivePrefix={arXiv}, eprint={hep-th/9901001}, primaryClass={hep-th}}', ['hep-th/9901001']],
    ['eprint = "1501.00001"', ['1501.00001']],
    ['eprint=2607.21653v2,', ['2607.21653']],
    ['hep-th/9901001', ['hep-th/9901001']],
    ['See math.GT/0309136v2 for details', ['math/0309136']],
    ['(cond-mat/0001001)', ['cond-mat/0001001']],
    ['[HEP-PH/9905221]', ['hep-ph/9905221']],
    ['https://arxiv.org/abs/hep-th/9901001v1', ['hep-th/9901001']],
    ['https://arxiv.org/pdf/hep-th/9901003v2.pdf', ['hep-th/9901003']],
    ['arXiv:math.GT/0309136', ['math/0309136']],
    ['arXiv:0704.0001 and arXiv:1412.9999', ['0704.0001', '1412.9999']],
    ['arXiv:2607.21653. Next sentence.', ['2607.21653']],
    ['arXiv:2607.21653_supplement.pdf', ['2607.21653']],
    [
      'arXiv:2607.21653 then https://arxiv.org/abs/2607.21653v2, hep-th/9901001 and arXiv:1501.00001 and again hep-th/9901001v3',
      ['2607.21653', 'hep-th/9901001', '1501.00001'],
    ],
    ['https://arxiv.org/abs/2607.21654 arXiv:2607.21653', ['2607.21654', '2607.21653']],
    // Only the id right after its context counts (documented).
    ['arXiv: 2607.21653, 2607.21654', ['2607.21653']],
  ])('%j', (text, expected) => {
    expect(findArxivIds(text)).toStrictEqual(expected);
  });
});

describe('findArxivIds ignores', () => {
  it.each([
    '',
    'no ids here',
    'version v1.2.3',
    'python 3.10',
    'release 1.0.1234',
    'numpy==1.26.4',
    'on 2023.10.05',
    '192.168.100.200',
    '10.1145/3292500.3330701',
    'https://doi.org/10.1145/3292500.3330701',
    'accuracy 1234.5678',
    'a bare 2607.21653 without context',
    'score 1501.12345%',
    '[2607.21653]',
    'arXiv:2613.21653',
    'arXiv:1412.12345',
    'arXiv:1501.1234',
    'arXiv:0703.1234',
    'arXiv:2607.21653abc',
    'arXiv:2607.216534',
    'arXiv:12607.21653',
    'arXiv:2607.21653.5',
    'arXiv:2607.00000',
    'arXiv:2607.21653v0',
    'arXiv:2607.21653v2x',
    'https://example.com/abs/2607.21653',
    'https://notarxiv.org/abs/2607.21653',
    'https://arxiv.org.evil.com/abs/2607.21653',
    'myarxiv: 2607.21653',
    'arXiv and then, much later in the text, 2607.21653',
    'arXiv -- -- 2607.21653',
    'https://example.com/hep-th/9901001',
    'src/math/0309136',
    'xhep-th/9901001',
    'hep-th/99010011',
    'hep-th/9901001x',
    'test/9901001',
    'hep-th/0801001',
    'hep-th/9913001',
    'hep-th/9901000',
    'foo-hep-th/9901001',
    'eprint = {1234.5678}',
    'eprints = 2607.21653',
  ])('%j', (text) => {
    expect(findArxivIds(text)).toStrictEqual([]);
  });
});

describe('arXiv archives', () => {
  it.each(['astro-ph', 'cond-mat', 'hep-th', 'math', 'cs', 'q-fin', 'eess', 'econ', 'acc-phys', 'supr-con', 'Q-ALG'])('%j is an archive', (name) =>
    expect(isArxivArchive(name)).toBe(true),
  );
  it.each(['test', 'hep', 'physics.optics', 'cs.AI', '', 'arxiv'])('%j is not an archive', (name) => {
    expect(isArxivArchive(name)).toBe(false);
  });
  it('lists 38 distinct lower-case archives', () => {
    expect(new Set(ARXIV_ARCHIVES).size).toBe(38);
    for (const name of ARXIV_ARCHIVES) expect(name).toMatch(/^[a-z]+(?:-[a-z]+)?$/);
  });
});

describe('long hostile input', () => {
  // Each of these took seconds to minutes with a backtracking regex; linear code returns at once.
  it.each<[string, string]>([
    ['eprint with a long gap', `eprint = ${' '.repeat(100_000)}x`],
    ['arXiv words with long gaps', `arXiv${' '.repeat(50_000)}preprint${' '.repeat(50_000)}x`.repeat(2)],
    ['repeated near-ids', 'arXiv: 1234.'.repeat(20_000)],
    ['a long subject class', `math.${'a-'.repeat(50_000)}b/0309136`],
    ['a long html path', `https://arxiv.org/html/${'a/'.repeat(50_000)}`],
  ])('%s', (_label, text) => {
    // Not a timing assertion: a backtracking regex never returns within the test's time-out.
    expect(findArxivIds(text).every((id) => parseArxivId(id)?.id === id)).toBe(true);
    const parsed = parseArxivId(text);
    expect(parsed === null || parseArxivId(parsed.id)?.id === parsed.id).toBe(true);
  });
});
