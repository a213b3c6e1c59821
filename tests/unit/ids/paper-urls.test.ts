// Every address that carries an arXiv id, on arXiv's own hosts and on the services that name papers by it.
import { describe, expect, it } from 'vitest';
import { type ArxivId, parseArxivId } from '../../../lib/ids/arxiv';

const id = (value: string, version?: number): ArxivId => (version === undefined ? { id: value } : { id: value, version });

describe('parseArxivId reads the addresses that carry a paper', () => {
  it.each<[string, ArxivId]>([
    // arXiv's hosts and page kinds.
    ['https://browse.arxiv.org/abs/2607.21653v2', id('2607.21653', 2)],
    ['https://arxiv.org/src/2607.21653v1', id('2607.21653', 1)],
    ['https://arxiv.org/e-print/2607.21653', id('2607.21653')],
    ['https://arxiv.org/tb/2607.21653', id('2607.21653')],
    ['https://arxiv.org/bibtex/2607.21653', id('2607.21653')],
    ['https://arxiv.org/ps/hep-th/9901001v1', id('hep-th/9901001', 1)],
    ['https://arxiv.org/dvi/hep-th/9901001', id('hep-th/9901001')],
    ['https://arxiv.org/show-email/3f9a1c2e/2607.21653', id('2607.21653')],
    ['https://arxiv.org/auth/show-endorsers/2607.21653', id('2607.21653')],
    ['https://arxiv.org/show-email/3f9a1c2e/hep-th/9901001', id('hep-th/9901001')],
    // Legacy queries and the export API.
    ['https://arxiv.org/abs?id=2607.21653', id('2607.21653')],
    ['http://arxiv.org/pdf?id=hep-th/9901001', id('hep-th/9901001')],
    ['http://export.arxiv.org/api/query?id_list=2607.21653v2', id('2607.21653', 2)],
    ['export.arxiv.org/api/query?search_query=all:x&id_list=hep-th/9901001,2607.21653', id('hep-th/9901001')],
    // Services that name papers by their arXiv id.
    ['https://ar5iv.labs.arxiv.org/html/2607.21653', id('2607.21653')],
    ['https://ar5iv.org/abs/hep-th/9901001', id('hep-th/9901001')],
    ['https://huggingface.co/papers/2607.21653', id('2607.21653')],
    ['huggingface.co/papers/2607.21653#community', id('2607.21653')],
    ['https://www.alphaxiv.org/abs/2607.21653v1', id('2607.21653', 1)],
    ['https://alphaxiv.org/overview/2607.21653', id('2607.21653')],
    ['https://www.semanticscholar.org/arxiv/2607.21653', id('2607.21653')],
    ['https://api.semanticscholar.org/arXiv:2607.21653', id('2607.21653')],
    ['https://api.semanticscholar.org/graph/v1/paper/arXiv:2607.21653?fields=title', id('2607.21653')],
    ['https://ui.adsabs.harvard.edu/abs/arXiv:2607.21653/abstract', id('2607.21653')],
    ['https://ui.adsabs.harvard.edu/abs/arXiv:hep-th%2F9901001', id('hep-th/9901001')],
    ['https://scholar.google.com/scholar_lookup?arxiv_id=2607.21653', id('2607.21653')],
    ['https://scholar.google.co.uk/scholar_lookup?title=x&arxiv_id=2607.21653v3', id('2607.21653', 3)],
    ['https://inspirehep.net/arxiv/2607.21653', id('2607.21653')],
    // Forms of the id around it.
    ['arxiv 2607.21653', id('2607.21653')],
    ['ARXIV   2607.21653v2', id('2607.21653', 2)],
    ['arXiv:2607.21653v1 [cs.LG] 22 Jul 2026', id('2607.21653', 1)],
    ['arXiv:hep-th/9901001v2 [hep-th] 3 Jan 1999', id('hep-th/9901001', 2)],
    ['DOI:10.48550/ARXIV.2607.21653', id('2607.21653')],
    ['https://DOI.org/10.48550/arxiv.2607.21653', id('2607.21653')],
  ])('%s', (text, expected) => {
    expect(parseArxivId(text)).toEqual(expected);
  });
});

describe('parseArxivId leaves alone the same hosts when they name no paper', () => {
  it.each([
    'https://arxiv.org/list/cs.LG/new',
    'https://arxiv.org/a/doe_j_1',
    'https://export.arxiv.org/api/query?search_query=all:electron',
    'https://huggingface.co/models/2607.21653',
    'https://huggingface.co/papers',
    'https://www.alphaxiv.org/explore',
    'https://www.semanticscholar.org/paper/Some-Title/abc123',
    'https://ui.adsabs.harvard.edu/abs/2020ApJ...900..100X/abstract',
    'https://scholar.google.com/scholar?q=2607.21653',
    'https://inspirehep.net/literature/2607213',
    'https://example.org/abs/2607.21653',
    'https://huggingface.co.evil.example/papers/2607.21653',
    'arXiv:2607.21653 and more text after it',
    'https://arxiv.org/abs/2607.99999999',
  ])('%s', (text) => {
    expect(parseArxivId(text)).toBeNull();
  });
});

describe('the lean readings the arXiv pages’ scripts carry', () => {
  it('parseBareArxivId takes an id with its version and nothing around it', async () => {
    const { parseBareArxivId } = await import('../../../lib/ids/arxiv');
    expect(parseBareArxivId('hep-th/9901001v2')).toEqual(id('hep-th/9901001', 2));
    expect(parseBareArxivId('https://arxiv.org/abs/2607.21653')).toBeNull();
    expect(parseBareArxivId('arXiv:2607.21653')).toBeNull();
  });

  it('arxivIdOfUrl reads the paper an arXiv page’s own address names, and nothing off arXiv', async () => {
    const { arxivIdOfUrl } = await import('../../../lib/ids/arxiv');
    expect(arxivIdOfUrl(new URL('https://arxiv.org/abs/2607.21653v2'))).toEqual(id('2607.21653', 2));
    expect(arxivIdOfUrl(new URL('https://arxiv.org/html/2607.21653v1/x1.png'))).toEqual(id('2607.21653', 1));
    expect(arxivIdOfUrl(new URL('https://arxiv.org/abs/math.GT/0309136'))).toEqual(id('math/0309136'));
    expect(arxivIdOfUrl(new URL('https://arxiv.org/abs/2607.21653?context=cs#S2'))).toEqual(id('2607.21653'));
    expect(arxivIdOfUrl(new URL('https://arxiv.org/list/cs.LG/recent'))).toBeNull();
    expect(arxivIdOfUrl(new URL('https://huggingface.co/papers/2607.21653'))).toBeNull();
  });

  it('parseArxivIdOnArxiv reads arXiv’s own forms and leaves the other services to parseArxivId', async () => {
    const { parseArxivIdOnArxiv } = await import('../../../lib/ids/arxiv');
    expect(parseArxivIdOnArxiv('https://arxiv.org/pdf/2607.21653v2.pdf')).toEqual(id('2607.21653', 2));
    expect(parseArxivIdOnArxiv('arXiv:2607.21653v1 [cs.LG] 22 Jul 2026')).toEqual(id('2607.21653', 1));
    expect(parseArxivIdOnArxiv('https://huggingface.co/papers/2607.21653')).toBeNull();
    expect(parseArxivId('https://huggingface.co/papers/2607.21653')).toEqual(id('2607.21653'));
  });
});
