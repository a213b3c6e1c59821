// Which parts of a paper's page the code links are read from, on saved pages: the paper's own parts
// (abstract, comments, text, its own buttons and fields), never the site's header, footer, labs
// tabs, bibliography, related lists or readers' comments.
import { describe, expect, it } from 'vitest';
import { scanCodeLinks } from '../../../lib/pages/code-links';
import { CODE_REGION_LIMITS, CODE_REGIONS, codePageKind, collectCodeRegions } from '../../../lib/pages/code-regions';
import { snapshotDocument } from '../../support/snapshots';

const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');
const placed = (links: { label: string; where: string }[]) => links.map(({ label, where }) => `${where}: ${label}`);

describe('scanCodeLinks on saved pages', () => {
  it.each([
    [
      'arxiv/abs-code-links-2607.00003.html',
      'arxiv-abstract',
      ['abstract: made-up-lab/scanner-demo', 'comments: made-up-group/sub/molt-tools', 'comments: made-up-org/molt-7b'],
    ],
    ['arxiv/abs-2607.21653v1.html', 'arxiv-abstract', ['abstract: NVIDIA-NeMo/labs-molt']],
    [
      'arxiv/html-code-links-2607.00003v1.html',
      'arxiv-html',
      [
        'text: made-up/scanner-mirror',
        'abstract: made-up-lab/scanner-demo',
        'text: made-up-group/sub/molt-tools',
        'text: made-up-team/old-port',
        'text: spaces/made-up-org/scanner-demo',
      ],
    ],
    ['arxiv/html-2607.21653v1.html', 'arxiv-html', ['abstract: NVIDIA-NeMo/labs-molt']],
    ['sites/huggingface-paper-code-links.html', 'huggingface', ['links: made-up-lab/scanner-demo', 'links: spaces/made-up-org/scanner-demo']],
    ['sites/huggingface-paper-2607.21653.html', 'huggingface', ['links: NVIDIA-NeMo/labs-molt']],
    [
      'sites/openreview-forum-code-links.html',
      'openreview',
      ['tldr: made-up-lab/scanner-demo', 'abstract: made-up-group/molt-tools', 'links: made-up/scanner-mirror'],
    ],
    ['sites/openreview-forum.html', 'openreview', []],
    ['sites/semantic-scholar-paper.html', 'semantic-scholar', []],
  ] as const)('%s as %s', (file, kind, expected) => {
    expect(placed(scanCodeLinks(snapshotDocument(file), kind))).toEqual(expected);
  });

  it('reads the abstract’s “this https URL” link by its address, as the abstract', () => {
    const [first] = scanCodeLinks(snapshotDocument('arxiv/abs-code-links-2607.00003.html'), 'arxiv-abstract');
    expect(first).toEqual({ url: 'https://github.com/made-up-lab/scanner-demo', label: 'made-up-lab/scanner-demo', host: 'github', where: 'abstract' });
  });

  it('finds the repositories outside the paper’s parts when the whole page is read, so the regions are what keep them out', () => {
    const doc = snapshotDocument('arxiv/abs-code-links-2607.00003.html');
    const all = scanCodeLinks(doc, 'arxiv-abstract').map((link) => link.label);
    const whole = collectCodeRegions([{ where: 'text', selectors: ['body'] }], CODE_REGION_LIMITS, doc);
    expect(whole[0]?.hrefs).toContain('https://github.com/made-up-other/not-this-paper');
    expect(all).not.toContain('made-up-other/not-this-paper');
    expect(all).not.toContain('arXiv/arxiv-browse');
  });

  it('reads the paper’s own GitHub button on Hugging Face, not the site menu’s, a reader’s or the footer’s', () => {
    const labels = scanCodeLinks(snapshotDocument('sites/huggingface-paper-code-links.html'), 'huggingface').map((link) => link.label);
    expect(labels).toContain('made-up-lab/scanner-demo');
    for (const other of [
      'huggingface/made-up-site-repo',
      'made-up-reader/my-reimplementation',
      'huggingface/made-up-footer-repo',
      'made-up-other/citing-model',
    ]) {
      expect(labels).not.toContain(other);
    }
  });

  it('reads a Hugging Face page whose row lost its arXiv link through the GitHub button under the title', () => {
    const doc = parse(
      '<header><a href="https://github.com/site/menu">GitHub</a></header><main><section><h1>T</h1><div><a href="https://github.com/o/n">GitHub</a></div></section>' +
        '<section><p><a href="https://github.com/reader/other">x</a></p></section></main>',
    );
    expect(placed(scanCodeLinks(doc, 'huggingface'))).toEqual(['links: o/n']);
  });

  it('reads the alphaXiv paper header’s buttons, not its navigation', () => {
    const doc = parse(
      '<nav><a href="https://github.com/alphaxiv/site">GitHub</a></nav><main><div data-testid="paper-header"><h1>T</h1><a href="https://github.com/o/n">Code</a></div>' +
        '<section>Discussion: github.com/reader/other</section></main>',
    );
    expect(placed(scanCodeLinks(doc, 'alphaxiv'))).toEqual(['links: o/n']);
  });

  it('reads the Semantic Scholar abstract, not the page’s other links', () => {
    const doc = parse(
      '<main><h1 data-test-id="paper-detail-title">T</h1><div data-test-id="abstract-text">Code at github.com/o/n.</div><div class="alternate-sources"><a href="https://github.com/x/y">x</a></div></main>',
    );
    expect(placed(scanCodeLinks(doc, 'semantic-scholar'))).toEqual(['abstract: o/n']);
  });

  it('reads an element once, under the first part it belongs to in page order', () => {
    const doc = parse('<div id="outer">github.com/a/outer <p id="inner">github.com/a/inner</p></div>');
    const regions = [
      { where: 'abstract' as const, selectors: ['#inner'] },
      { where: 'text' as const, selectors: ['#outer'] },
    ];
    expect(collectCodeRegions(regions, CODE_REGION_LIMITS, doc).map((r) => r.where)).toEqual(['text']);
  });

  it('keeps blocks drawn without whitespace apart', () => {
    const doc = parse('<div id="d"><p>github.com/a/b</p><p>Next</p></div>');
    expect(collectCodeRegions([{ where: 'text', selectors: ['#d'] }], CODE_REGION_LIMITS, doc)[0]?.text).toBe('github.com/a/b Next');
  });

  it('tries the next alternative when a selector is one the browser cannot read, and stops at the first that matches', () => {
    const doc = parse('<p class="a">github.com/o/a</p><p class="b">github.com/o/b</p>');
    const regions = [{ where: 'text' as const, selectors: ['p:unknown-pseudo(', 'p.a', 'p.b'] }];
    expect(collectCodeRegions(regions, CODE_REGION_LIMITS, doc).map((r) => r.text)).toEqual(['github.com/o/a']);
  });

  it('leaves out scripts’ and styles’ text and non-http links', () => {
    const doc = parse('<div id="d"><script>var u="github.com/s/s"</script><style>/* github.com/c/c */</style><a href="mailto:x@github.com">m</a>t</div>');
    expect(collectCodeRegions([{ where: 'text', selectors: ['#d'] }], CODE_REGION_LIMITS, doc)).toEqual([{ where: 'text', hrefs: [], text: 'm t' }]);
  });
});

describe('collectCodeRegions bounds', () => {
  const many = parse(
    `<div id="d">${Array.from({ length: 30 }, (_, i) => `<p class="p"><a href="https://github.com/o/r${i}">github.com/o/r${i}</a></p>`).join('')}</div>`,
  );
  it.each([
    [{ hrefs: 5, text: 1_000, elements: 500 }, 5, 10 * 15 + 20 * 16 + 29], // all 30 names and the spaces between
    [{ hrefs: 100, text: 40, elements: 500 }, 30, 'github.com/o/r0 github.com/o/r1'.length],
  ])('reads within %o', (limits, hrefs, text) => {
    const read = collectCodeRegions([{ where: 'text', selectors: ['#d'] }], limits, many);
    expect(read[0]?.hrefs).toHaveLength(hrefs);
    expect(read[0]?.text).toHaveLength(text);
  });

  it.each([
    [18, 'see'],
    [26, 'see github.com/o/abcdef'],
    [27, 'see github.com/o/abcdef and'],
  ])('cuts the text at %i characters before the word the cut falls inside', (limit, text) => {
    const doc = parse('<p id="d">see github.com/o/abcdef and more</p><p id="e">next</p>');
    const read = collectCodeRegions([{ where: 'text', selectors: ['#d, #e'] }], { hrefs: 10, text: limit, elements: 10 }, doc);
    expect(read.map((region) => region.text)).toEqual([text, '']);
  });

  it('reads the text of several regions within one bound', () => {
    const doc = parse('<p id="d">0123456789</p><p id="e">abcdefghij</p><p id="f">klm</p>');
    const read = collectCodeRegions([{ where: 'text', selectors: ['#d, #e, #f'] }], { hrefs: 10, text: 21, elements: 10 }, doc);
    expect(read.map((region) => region.text)).toEqual(['0123456789', 'abcdefghij', '']);
  });

  it('reads at most `elements` elements', () => {
    const read = collectCodeRegions([{ where: 'text', selectors: ['p.p'] }], { hrefs: 100, text: 1_000, elements: 7 }, many);
    expect(read).toHaveLength(7);
  });
});

describe('codePageKind', () => {
  it.each([
    ['https://arxiv.org/abs/2607.21653', 'arxiv-abstract'],
    ['https://www.arxiv.org/abs/2607.21653v2', 'arxiv-abstract'],
    ['https://arxiv.org/html/2607.21653v1', 'arxiv-html'],
    ['https://arxiv.org/list/cs.LG/new', null],
    ['https://export.arxiv.org/abs/2607.21653', null],
    ['https://huggingface.co/papers/2607.21653', 'huggingface'],
    ['https://www.alphaxiv.org/abs/2607.21653', 'alphaxiv'],
    ['https://www.semanticscholar.org/paper/x/abc', 'semantic-scholar'],
    ['https://openreview.net/forum?id=abc', 'openreview'],
    ['https://github.com/a/b', null],
  ])('%s is %s', (url, kind) => {
    expect(codePageKind(new URL(url))).toBe(kind);
  });

  it('has regions for every kind, each with at least one selector', () => {
    for (const regions of Object.values(CODE_REGIONS)) {
      expect(regions.length).toBeGreaterThan(0);
      for (const region of regions) expect(region.selectors.length).toBeGreaterThan(0);
    }
  });
});
