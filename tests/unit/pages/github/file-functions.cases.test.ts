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
