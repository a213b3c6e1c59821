// Which line a function's #L link points at, at the edges of how the file's lines are read: a textarea
// filled by script or empty, lines numbered only by attribute or only by id, nested text spans.
import { describe, expect, it } from 'vitest';
import { findDefinitionLines } from '../../../../lib/pages/github/file-functions';
import { parse, repoShell } from './corpus';

const lineOf = (doc: Document, name: string): number | null => findDefinitionLines(doc, [name])[name]?.line ?? null;

/** Server-rendered code view lines, each `<div>` with the given attributes, after an optional textarea. */
const serverLines = (cells: string[], area = ''): Document =>
  parse(repoShell(`${area}<div class="react-code-file-contents"><div class="react-no-virtualization-wrapper-lines">${cells.join('')}</div></div>`));

describe('findDefinitionLines reads the file’s lines', () => {
  it('from the textarea’s value when script filled it, not its empty markup', () => {
    const doc = serverLines(
      ['<div id="LC1" class="react-file-line" data-line-number="1">import torch</div>'],
      '<textarea id="read-only-cursor-text-area"></textarea>',
    );
    (doc.querySelector('textarea') as HTMLTextAreaElement).value = 'import torch\n\ndef agg_loss(x):\n    return x';
    expect(lineOf(doc, 'agg_loss')).toBe(3);
  });

  it('from the line elements when the textarea is empty', () => {
    const doc = serverLines(
      [
        '<div id="LC1" class="react-file-line" data-line-number="1">import torch</div>',
        '<div id="LC2" class="react-file-line" data-line-number="2">def agg_loss(x):</div>',
      ],
      '<textarea id="read-only-cursor-text-area"></textarea>',
    );
    expect(lineOf(doc, 'agg_loss')).toBe(2);
  });

  it('numbering a line by its data-line-number when it has no LC id', () => {
    const doc = parse(repoShell('<div class="react-file-line" data-line-number="7">def agg_loss(x):</div>'));
    expect(lineOf(doc, 'agg_loss')).toBe(7);
  });

  it.each([
    ['LC5', 5],
    ['LC-LC5', null],
  ])('numbering an old blob table cell by its id %s', (id, expected) => {
    const doc = parse(repoShell(`<table><tbody><tr><td id="${id}" class="blob-code">def agg_loss(x):</td></tr></tbody></table>`));
    expect(lineOf(doc, 'agg_loss')).toBe(expected);
  });

  it('reading a hydrated line’s nested text spans once (a 301-character line stays under the 400 limit)', () => {
    const head = 'def agg_loss(';
    const params = `${'x, '.repeat(95)}y`;
    const whole = `${head}${params}):`;
    expect(whole.length).toBe(301);
    const cell = `<div id="LC4" class="react-file-line" data-line-number="4"><span data-code-text="${whole}"><span data-code-text="${head}"></span><span data-code-text="${params}):"></span></span></div>`;
    const doc = parse(repoShell(`<div class="react-code-lines">${cell}</div>`));
    expect(lineOf(doc, 'agg_loss')).toBe(4);
  });
});

/** The hydrated list of `[number, text]` lines, in the order given, numbered by id and attribute. */
const listed = (lines: [number | string, string][]): Document =>
  parse(
    repoShell(
      `<div class="react-code-lines">${lines.map(([n, text]) => `<div id="LC${n}" class="react-file-line" data-line-number="${n}">${text}</div>`).join('')}</div>`,
    ),
  );
const blobCell = (id: string, text: string): Document =>
  parse(repoShell(`<table><tbody><tr><td id="${id}" class="blob-code">${text}</td></tr></tbody></table>`));

describe('findDefinitionLines numbers lines as the page does', () => {
  it.each([
    ['LC12', 12],
    ['LC12x', null],
    ['LC0', null],
  ])('an old blob cell with id %s -> line %s', (id, expected) => {
    expect(lineOf(blobCell(id, 'def agg_loss(x):'), 'agg_loss')).toBe(expected);
  });

  it.each(['0', '-3', '2.5', 'x', ''])('no line for a data-line-number of "%s"', (number) => {
    const doc = parse(repoShell(`<div class="react-file-line" data-line-number="${number}">def agg_loss(x):</div>`));
    expect(findDefinitionLines(doc, ['agg_loss'])).toEqual({ agg_loss: null });
  });

  it('takes the first definition by line number, not by the order the lines are drawn in', () => {
    const doc = listed([
      [3, 'def agg_loss(x):'],
      [1, 'import torch'],
      [2, 'def agg_loss(x, y):'],
    ]);
    expect(findDefinitionLines(doc, ['agg_loss'])).toEqual({ agg_loss: { line: 2, href: '#L2' } });
  });

  it('reads only the first kind of line list the page has, not another code block on it', () => {
    const doc = parse(
      repoShell(
        `<div class="react-code-lines"><div id="LC1" class="react-file-line">import torch</div></div><table><tbody><tr><td id="LC9" class="blob-code">def agg_loss(x):</td></tr></tbody></table>`,
      ),
    );
    expect(lineOf(doc, 'agg_loss')).toBeNull();
  });
});

describe('findDefinitionLines at the edges of what it reads', () => {
  it.each([
    [`def agg_loss(${'x, '.repeat(128)}y):`, 400, 2],
    [`def agg_loss(${'x, '.repeat(128)}yy):`, 401, null],
  ])('a declaration of %#: %i characters -> line %s', (declaration, length, expected) => {
    expect(declaration.length).toBe(length);
    expect(
      lineOf(
        listed([
          [1, 'import torch'],
          [2, declaration],
        ]),
        'agg_loss',
      ),
    ).toBe(expected);
  });

  it('keeps a name with spaces around it as given, and finds it trimmed', () => {
    expect(findDefinitionLines(listed([[4, 'def agg_loss(x):']]), [' agg_loss '])).toEqual({ ' agg_loss ': { line: 4, href: '#L4' } });
  });

  it('reads a `$` in a name as itself', () => {
    const doc = listed([
      [1, 'function init() {'],
      [2, 'function $init() {'],
    ]);
    expect(findDefinitionLines(doc, ['$init', 'init'])).toEqual({ $init: { line: 2, href: '#L2' }, init: { line: 1, href: '#L1' } });
  });

  it('finds a name with digits', () => {
    expect(lineOf(listed([[5, 'def loss2(x):']]), 'loss2')).toBe(5);
  });

  it.each([
    ['', 'const run = function (a) {'],
    ['agg_loss(', 'def agg_loss():'],
    ['float agg_loss', 'static float agg_loss(const float *x)'],
    ['*agg_loss', '  *agg_loss() {'],
  ])('gives no line to %j, which is no name, even beside %j', (name, line) => {
    expect(lineOf(listed([[1, line]]), name)).toBeNull();
  });

  it('skips names that are not strings and still answers for the rest', () => {
    const names = [42, null, 'agg_loss'] as unknown as string[];
    expect(findDefinitionLines(listed([[3, 'def agg_loss(x):']]), names)).toEqual({ agg_loss: { line: 3, href: '#L3' } });
  });

  it.each([
    ['a string', 'agg_loss'],
    ['undefined', undefined],
    ['an object', { length: 1, 0: 'agg_loss' }],
  ])('answers nothing when the names are %s', (_, names) => {
    expect(findDefinitionLines(listed([[3, 'def agg_loss(x):']]), names as unknown as string[])).toEqual({});
  });
});

describe('findDefinitionLines falls back to the page’s embedded lines', () => {
  /** A page with no code lines drawn, only these embedded payloads. */
  const embedded = (...payloads: unknown[]) =>
    parse(
      repoShell(
        payloads.map((p) => `<script type="application/json" data-target="react-app.embeddedData">${JSON.stringify({ payload: p })}</script>`).join(''),
      ),
    );

  it('reads the second payload when the first holds no lines', () => {
    const doc = embedded({ codeViewLayoutRoute: {} }, { 'codeViewBlobLayoutRoute.StyledBlob': { rawLines: ['import torch', 'def agg_loss(x):'] } });
    expect(lineOf(doc, 'agg_loss')).toBe(2);
  });

  it('counts a line that is not text as an empty line', () => {
    const doc = embedded({ blob: { rawLines: [null, 'def agg_loss(x):', { text: 'def other():' }] } });
    expect(findDefinitionLines(doc, ['agg_loss', 'other'])).toEqual({ agg_loss: { line: 2, href: '#L2' }, other: null });
  });
});
