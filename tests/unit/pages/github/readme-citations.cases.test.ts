// Where the README's marks go at the edges the scanner branches on: comments, skipped elements,
// nesting at and one past the depth limit, a README box that is itself a code box or inline.
import { describe, expect, it } from 'vitest';
import { scanReadmeCitations, type ReadmeCitation } from '../../../../lib/pages/github/readme-citations';
import { parse } from './corpus';

/** A README page: `body` is the rendered README article's inner HTML. */
const readme = (body: string): Document =>
  parse(`<!DOCTYPE html><html><body><div id="readme"><article class="markdown-body entry-content">${body}</article></div></body></html>`);

/** A citation as `id tag.class placement`, the class's first word only. */
const describeCitation = ({ arxivId, anchor, placement }: ReadmeCitation): string =>
  `${arxivId} ${anchor.localName}${anchor.classList[0] ? `.${anchor.classList[0]}` : ''} ${placement}`;

const nested = (tagName: string, count: number, inner: string): string => `<${tagName}>`.repeat(count) + inner + `</${tagName}>`.repeat(count);

describe('scanReadmeCitations at the edges of README markup', () => {
  it.each([
    ['a comment before a mention in a paragraph', '<p><!-- note -->arXiv:2607.00037</p>', ['2607.00037 p append']],
    ['a comment inside a link', '<p><a href="https://example.com/"><!-- badge -->arXiv:2607.00038</a></p>', ['2607.00038 a after']],
    ['an empty icon between a link’s "arXiv:" and its number', '<p><a href="https://example.com/">arXiv:<svg></svg>2607.00042</a></p>', ['2607.00042 a after']],
    ['a mention only in an svg’s title', '<p>Logo <svg><title>arXiv:2607.00040</title></svg></p>', []],
    ['a mention only in a button', '<p>Copy <button>arXiv:2607.00044</button></p>', []],
    ['a mention only in inline code’s tooltip', '<p><code title="arXiv:2607.00041">run.sh</code></p>', []],
    ['a badge named only by its title', '<p><img src="https://example.com/logo.png" title="arXiv:2607.00033"></p>', ['2607.00033 img after']],
    // src, then no data-canonical-src, then alt: nothing stands between the two halves.
    [
      'a badge whose address ends in arXiv and whose alt text is the number',
      '<p><img src="https://example.com/arXiv" alt="2607.00034"></p>',
      ['2607.00034 img after'],
    ],
    // An `a` with no address is inline text, so the mention across it is the paragraph's.
    ['a mention across a named anchor with no address', '<p>arXiv:<a name="cite">2607.00043</a></p>', ['2607.00043 p append']],
    ['a mention across a span with a stray href', '<p>arXiv:<span href="https://example.com/">2607.00051</span></p>', ['2607.00051 p append']],
    // Only a code block's mark moves out to the highlight box; a link inside one stays at the link.
    ['a link inside a highlight box', '<div class="highlight"><p><a href="https://arxiv.org/abs/2607.00047">paper</a></p></div>', ['2607.00047 a after']],
  ])('%s', (_, html, expected) => {
    expect(scanReadmeCitations(readme(html)).map(describeCitation)).toEqual(expected);
  });

  it.each([
    [256, ['2607.00045 a after']],
    [257, []],
  ])('a link whose text is %i elements deep is read only up to 256', (depth, expected) => {
    const html = `<p><a href="https://example.com/">${nested('span', depth, 'arXiv:2607.00045')}</a></p>`;
    expect(scanReadmeCitations(readme(html)).map(describeCitation)).toEqual(expected);
  });

  it.each([
    [255, ['2607.00048 b after']],
    [256, []],
  ])('a mention inside %i nested bold elements in a paragraph is read only up to depth 256', (depth, expected) => {
    expect(scanReadmeCitations(readme(`<p>${nested('b', depth, 'arXiv:2607.00048')}</p>`)).map(describeCitation)).toEqual(expected);
  });

  it.each([
    [256, ['2607.00046 div append']],
    [257, []],
  ])('a mention %i blocks deep in the README is read only up to 256', (depth, expected) => {
    expect(scanReadmeCitations(readme(nested('div', depth, 'arXiv:2607.00046'))).map(describeCitation)).toEqual(expected);
  });

  it('marks a code block at its pre when the README box itself is the code box', () => {
    const doc = parse('<div id="readme"><div class="markdown-body highlight"><pre>arXiv:2607.00035</pre></div></div>');
    expect(scanReadmeCitations(doc).map(describeCitation)).toEqual(['2607.00035 pre after']);
  });

  it('appends a mention to a README box that is an inline element, not after it', () => {
    const doc = parse('<div id="readme"><span class="markdown-body">arXiv:2607.00036</span></div>');
    expect(scanReadmeCitations(doc).map(describeCitation)).toEqual(['2607.00036 span.markdown-body append']);
  });
});
