// The id candidates each address rule hands to lib/ids/arxiv.ts, one row for each edge a rule branches on:
// which hosts and page kinds count, how the path is joined, which suffix comes off, which forms are tried.
import { describe, expect, it } from 'vitest';
import { arxivUrlCandidates, serviceUrlCandidates } from '../../../lib/ids/paper-urls';
import { parseArxivId } from '../../../lib/ids/arxiv';

describe('arxivUrlCandidates: the ids an address on arXiv’s own hosts offers', () => {
  it.each<[string, string[]]>([
    // Hosts: a fully qualified host (trailing dot) is the same host.
    ['https://arxiv.org./abs/2607.21653', ['2607.21653']],
    ['https://www.arxiv.org/abs/2607.21653v2', ['2607.21653v2']],
    // The export API lists ids, commas between; empty entries and a missing list give nothing.
    ['https://export.arxiv.org/api/query?id_list=2607.21653,,hep-th/9901001', ['2607.21653', 'hep-th/9901001']],
    ['https://export.arxiv.org/api/query?search_query=all:electron', []],
    // Legacy queries: on a page kind, or on the bare host.
    ['https://arxiv.org/abs?id=2607.21653', ['2607.21653']],
    ['https://arxiv.org/?id=2607.21653', ['2607.21653']],
    // Download suffixes come off only at the end, and only the page kind's own.
    ['https://arxiv.org/pdf/2607.21653v2.pdf', ['2607.21653v2']],
    ['https://arxiv.org/pdf/2607.21653.pdfv2', ['2607.21653.pdfv2']],
    ['https://arxiv.org/ps/2607.21653.ps.gz', ['2607.21653']],
    ['https://arxiv.org/ps/2607.21653.ps', ['2607.21653']],
    ['https://arxiv.org/dvi/hep-th/9901001.dvi', ['hep-th/9901001']],
    ['https://arxiv.org/ps/2607.21653.ps.gzip', ['2607.21653.ps.gzip']],
    ['https://arxiv.org/abs/2607.21653.ps', ['2607.21653.ps']],
    ['https://arxiv.org/src/2607.21653.pdf', ['2607.21653.pdf']],
    // A malformed escape is kept as written.
    ['https://arxiv.org/abs/2607.21653%', ['2607.21653%']],
    // HTML renderings: the whole path, its first segment, its first two; each once, none empty.
    ['https://arxiv.org/html/2607.21653v1/x1.png', ['2607.21653v1/x1.png', '2607.21653v1']],
    ['https://arxiv.org/html/hep-th/9901001/fig/a.png', ['hep-th/9901001/fig/a.png', 'hep-th', 'hep-th/9901001']],
    ['https://arxiv.org/html/2607.21653v1', ['2607.21653v1']],
    ['https://arxiv.org/html', []],
    // Pages whose id ends the path: the last two segments, then the last one; each once, none empty.
    ['https://arxiv.org/show-email/3f9a1c2e/hep-th/9901001', ['hep-th/9901001', '9901001']],
    ['https://arxiv.org/auth/2607.21653', ['2607.21653']],
    ['https://arxiv.org/show-email', []],
  ])('%s offers %j', (address, expected) => {
    expect(arxivUrlCandidates(new URL(address))).toEqual(expected);
  });

  it.each([
    // The API path only on the export host; a query id only on a page kind or the bare host.
    'https://arxiv.org/api/query?id_list=2607.21653',
    'https://arxiv.org/list?id=2607.21653',
    'https://arxiv.org/list/cs.LG/new',
    'https://arxiv.org:8443/abs/2607.21653',
    'https://huggingface.co/papers/2607.21653',
  ])('%s offers none', (address) => {
    expect(arxivUrlCandidates(new URL(address))).toEqual([]);
  });
});

describe('serviceUrlCandidates: the ids the services that name papers by them offer', () => {
  it.each<[string, string[]]>([
    ['https://www.ar5iv.org/abs/2607.21653', ['2607.21653']],
    ['https://ar5iv.org/pdf/2607.21653v1.pdf', ['2607.21653v1']],
    ['https://ar5iv.org/abs/hep-th/9901001', ['hep-th/9901001']],
    ['https://ar5iv.labs.arxiv.org/html/2607.21653/x1.png', ['2607.21653/x1.png', '2607.21653']],
    ['https://www.huggingface.co/papers/2607.21653', ['2607.21653']],
    ['https://huggingface.co/papers/2607.21653/community', ['2607.21653/community']],
    ['https://alphaxiv.org/abs/hep-th/9901001', ['hep-th/9901001']],
    ['https://semanticscholar.org/arxiv/hep-th/9901001', ['hep-th/9901001']],
    ['https://api.semanticscholar.org/graph/v1/paper/ARXIV:2607.21653', ['2607.21653']],
    ['https://adsabs.harvard.edu/abs/arXiv:2607.21653', ['2607.21653']],
    ['https://scholar.google.de/scholar_lookup?arxiv_id=2607.21653', ['2607.21653']],
    ['https://www.inspirehep.net/arxiv/2607.21653', ['2607.21653']],
    ['https://inspirehep.net/arxiv/hep-th/9901001', ['hep-th/9901001']],
  ])('%s offers %j', (address, expected) => {
    expect(serviceUrlCandidates(new URL(address))).toEqual(expected);
  });

  it.each([
    // A port: no service writes its addresses with one.
    'https://huggingface.co:8443/papers/2607.21653',
    // Each service's other pages.
    'https://ar5iv.org/papers/2607.21653',
    'https://huggingface.co/models/2607.21653',
    'https://alphaxiv.org/explore/2607.21653',
    'https://www.semanticscholar.org/paper/Some-Title/abc123',
    'https://api.semanticscholar.org/graph/v1/paper/notarXiv:2607.21653',
    'https://ui.adsabs.harvard.edu/search/arXiv:2607.21653',
    'https://ui.adsabs.harvard.edu/abs/notarXiv:2607.21653',
    'https://scholar.google.com/scholar?arxiv_id=2607.21653',
    'https://scholar.google.com/scholar_lookup?title=Molt',
    'https://inspirehep.net/literature/2607.21653',
    // Hosts that only look like a service's.
    'https://myscholar.google.com/scholar_lookup?arxiv_id=2607.21653',
    'https://scholar.google.x-y.example/scholar_lookup?arxiv_id=2607.21653',
    'https://example.org/arxiv/2607.21653',
    'https://arxiv.org/abs/2607.21653',
  ])('%s offers none', (address) => {
    expect(serviceUrlCandidates(new URL(address))).toEqual([]);
  });
});

describe('parseArxivId on download addresses', () => {
  it('takes the paper out of a gzipped PostScript download', () => {
    expect(parseArxivId('https://arxiv.org/ps/2607.21653v2.ps.gz')).toEqual({ id: '2607.21653', version: 2 });
  });

  it('reads no paper where a .pdf sits inside the name rather than at its end', () => {
    expect(parseArxivId('https://arxiv.org/pdf/2607.21653.pdfv2')).toBeNull();
  });
});
