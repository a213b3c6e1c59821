import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseArxivId } from '../../../../lib/ids/arxiv';
import { citedIds, scanReadmeCitations, type ReadmeCitation } from '../../../../lib/pages/github/readme-citations';
import { PAGES, parse, type PageName } from './corpus';

/** A README page: `body` is the rendered README article's inner HTML. */
const readme = (body: string): Document =>
  parse(`<!DOCTYPE html><html><body><div id="readme"><article class="markdown-body entry-content" itemprop="text">${body}</article></div>
    <div class="CodeViewSidebar-module__borderGrid__x"><p>Sidebar: arXiv:2607.09999</p></div></body></html>`);

/** A citation as `id tag.class placement`, the tag lower-case and the class's first word only. */
const describeCitation = ({ arxivId, anchor, placement }: ReadmeCitation): string =>
  `${arxivId} ${anchor.localName}${anchor.classList[0] ? `.${anchor.classList[0]}` : ''} ${placement}`;

describe('scanReadmeCitations on saved pages', () => {
  it.each([
    ['root', ['2607.21653 a after', '2607.00001 a after', '2607.00002 p append', '2607.21653 div.highlight after']],
    ['root-dark', ['2607.21653 a after', '2607.00001 a after', '2607.00002 p append', '2607.21653 div.highlight after']],
    ['no-sidebar', ['2607.00001 code after']],
    ['legacy-layout', ['2607.00003 a after']],
    ['rails-partial', ['2607.00003 a after']],
    // The issue list mentions arXiv:2607.21653 in a title, but it has no README.
    ['issues', []],
    ['blob', []],
    ['not-github', []],
  ] as const)('%s', (page: PageName, expected) => {
    expect(scanReadmeCitations(PAGES[page]()).map(describeCitation)).toEqual(expected);
  });

  it.each([
    ['root', ['2607.21653', '2607.00001', '2607.00002']],
    ['no-sidebar', ['2607.00001']],
    ['issues', []],
  ] as const)('citedIds on %s', (page, ids) => {
    expect(citedIds(PAGES[page]())).toEqual(ids);
  });

  it('anchors the link, not its badge image, and the code block box with its copy button', () => {
    const [first, badge, , bibtex] = scanReadmeCitations(PAGES.root());
    expect(first?.anchor.getAttribute('href')).toBe('https://arxiv.org/abs/2607.21653');
    expect(badge?.anchor.getAttribute('href')).toBe('https://arxiv.org/abs/2607.00001');
    expect(badge?.anchor.querySelector('img')?.getAttribute('data-canonical-src')).toContain('badge/arXiv-2607.00001');
    expect(bibtex?.anchor.querySelector('pre')?.textContent).toContain('eprint={2607.21653}');
  });
});

describe('scanReadmeCitations in README markup', () => {
  it.each([
    ['a versioned abs link', '<p><a href="https://arxiv.org/abs/2607.00003v2">paper</a></p>', ['2607.00003 a after']],
    ['a pdf link', '<p><a href="https://arxiv.org/pdf/2607.00005v1.pdf">PDF</a></p>', ['2607.00005 a after']],
    ['a link whose text names the paper', '<p><a href="https://huggingface.co/papers/x">arXiv:2607.00006</a></p>', ['2607.00006 a after']],
    ['a link and its text naming the same paper, once', '<p><a href="https://arxiv.org/abs/2607.00007">arXiv:2607.00007</a></p>', ['2607.00007 a after']],
    [
      'a badge in a link elsewhere, once, at the link',
      '<p><a href="https://paperswithcode.com/x"><img src="https://camo.githubusercontent.com/ab/cd" data-canonical-src="https://img.shields.io/badge/arXiv-2607.00008-b31b1b.svg" alt="arXiv"></a></p>',
      ['2607.00008 a after'],
    ],
    ['a badge outside a link', '<p><img src="https://img.shields.io/badge/arXiv-2607.00009-b31b1b.svg" alt="paper"></p>', ['2607.00009 img after']],
    ['a badge named by its alt text', '<p><img src="https://camo.githubusercontent.com/ab/cd" alt="arXiv:2607.00010"></p>', ['2607.00010 img after']],
    ['a mention in a paragraph', '<p>See arXiv:2607.00011 for details.</p>', ['2607.00011 p append']],
    ['a mention in bold', '<p>See <strong>arXiv:2607.00012</strong>.</p>', ['2607.00012 strong after']],
    ['a mention split across inline elements', '<p>See <b>arXiv</b>:2607.00013.</p>', ['2607.00013 p append']],
    ['a mention in inline code', '<p>Cite <code>arXiv:2607.00014</code>.</p>', ['2607.00014 code after']],
    ['an old-style id in a list item', '<ul><li>hep-th/9901001 and math.GT/0309136v2</li></ul>', ['hep-th/9901001 li append', 'math/0309136 li append']],
    ['the arXiv DOI', '<p>doi: 10.48550/arXiv.2607.00015</p>', ['2607.00015 p append']],
    [
      'a mention in a heading',
      '<div class="markdown-heading"><h2 class="heading-element">arXiv 2607.00016</h2></div>',
      ['2607.00016 h2.heading-element append'],
    ],
    [
      'a mention in a table cell',
      '<markdown-accessiblity-table><table><tr><td>arXiv:2607.00017</td></tr></table></markdown-accessiblity-table>',
      ['2607.00017 td append'],
    ],
    [
      'a highlighted BibTeX block',
      '<div class="highlight highlight-text-bibtex"><pre><span class="pl-s">eprint</span>=<span class="pl-s"><span class="pl-pds">{</span>2607.00018<span class="pl-pds">}</span></span></pre><div class="zeroclipboard-container"><clipboard-copy value="eprint={2607.09998}"></clipboard-copy></div></div>',
      ['2607.00018 div.highlight after'],
    ],
    [
      'a plain code block',
      '<div class="snippet-clipboard-content notranslate"><pre class="notranslate"><code>eprint = {2607.00019}</code></pre></div>',
      ['2607.00019 div.snippet-clipboard-content after'],
    ],
    ['a bare pre', '<pre>arXiv:2607.00020</pre>', ['2607.00020 pre after']],
    ['a link inside inline code, at the code', '<p><code>see <a href="https://arxiv.org/abs/2607.00031">it</a></code></p>', ['2607.00031 code after']],
    [
      'each place a paper is cited',
      '<p>arXiv:2607.00021</p><p><a href="https://arxiv.org/abs/2607.00021">again</a> and arXiv:2607.00022</p>',
      ['2607.00021 p append', '2607.00021 a after', '2607.00022 p append'],
    ],
    ['text either side of a link does not join up', '<p>arXiv <a href="https://example.com/">x</a> 2607.00023</p>', []],
    [
      'decoys',
      '<p>Python 3.10, torch&gt;=2.7.1, version 2607.12345, v2607.00024, <a href="https://github.com/o/n/tree/2607.00025">t</a>, 10.5555/2607.00026</p>',
      [],
    ],
    [
      'a heading permalink and an svg',
      '<div class="markdown-heading"><h1>Title</h1><a class="anchor" href="#title"><svg><text>arXiv:2607.00027</text></svg></a></div>',
      [],
    ],
  ])('%s', (_, html, expected) => {
    expect(scanReadmeCitations(readme(html)).map(describeCitation)).toEqual(expected);
  });

  it.each([
    ['#readme .markdown-body', '<div id="readme"><div class="markdown-body">arXiv:2607.00028</div></div>', ['2607.00028']],
    [
      'the shared markdown box without #readme',
      '<div class="DirectoryRichtextContent-module__SharedMarkdownContent__x"><article class="markdown-body">arXiv:2607.00029</article></div>',
      ['2607.00029'],
    ],
    ['a comment body is no README', '<div class="comment-body markdown-body">arXiv:2607.00030</div>', []],
  ])('finds the README as %s', (_, html, ids) => {
    expect(citedIds(parse(html))).toEqual(ids);
  });

  it('never throws on a document it cannot read', () => {
    expect(scanReadmeCitations({} as Document)).toEqual([]);
    expect(citedIds({} as Document)).toEqual([]);
  });
});

// Markup made of the pieces READMEs and arXiv ids are made of, so that the scanner's paths are all taken.
const piece = fc.oneof(
  fc.constantFrom('<p>', '</p>', '<a href="https://arxiv.org/abs/', '">', '</a>', '<img src="https://img.shields.io/badge/arXiv-', '-b31b1b.svg">'),
  fc.constantFrom('<code>', '</code>', '<pre>', '</pre>', '<b>', '</b>', '<li>', '<div class="highlight">', '</div>', '<svg>', '<table><td>'),
  fc.constantFrom('arXiv:', 'arxiv ', 'eprint={', '}', 'hep-th/', 'math.GT/', '10.48550/arXiv.', 'v2', '.pdf', '&amp;', '<!--', '-->', '<'),
  fc.stringMatching(/^\d{4}\.\d{4,5}$/),
  fc.stringMatching(/^\d{7}$/),
  fc.string({ maxLength: 8 }),
);
const htmlish = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(''));

describe('scanReadmeCitations on random HTML-ish READMEs', () => {
  it('never throws, returns canonical ids, and anchors inside the README', () => {
    fc.assert(
      fc.property(htmlish, (html) => {
        const doc = readme(html);
        const article = doc.querySelector('article');
        const found = scanReadmeCitations(doc);
        for (const { arxivId, anchor, placement } of found) {
          expect(parseArxivId(arxivId)).toEqual({ id: arxivId });
          expect(article?.contains(anchor)).toBe(true);
          expect(['after', 'append']).toContain(placement);
        }
        expect(citedIds(doc)).toEqual([...new Set(found.map((citation) => citation.arxivId))]);
      }),
      { numRuns: 300 },
    );
  });

  it('finds a linked paper wherever it sits in random markup', () => {
    fc.assert(
      fc.property(htmlish, htmlish, fc.integer({ min: 1, max: 99999 }), (before, after, number) => {
        const id = `2607.${String(number).padStart(5, '0')}`;
        const doc = readme(`${before}</p></code></pre></b></a><p><a href="https://arxiv.org/abs/${id}">x</a></p>${after}`);
        const link = doc.querySelector(`a[href="https://arxiv.org/abs/${id}"]`);
        // Random markup may close the README before the link (`</div>`), comment it out or hide it in an svg.
        fc.pre(Boolean(link && doc.querySelector('#readme article')?.contains(link) && !link.closest('svg, template')));
        expect(citedIds(doc)).toContain(id);
      }),
      { numRuns: 200 },
    );
  });
});
