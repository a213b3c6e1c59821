import { describe, expect, it } from 'vitest';
import { scanAbstractPage } from '../../../lib/pages/arxiv-abstract';
import { snapshotDocument } from '../../support/snapshots';

describe('scanAbstractPage on saved arXiv pages', () => {
  it.each([
    ['arxiv/abs-2607.21653v1.html', 'https://arxiv.org/abs/2607.21653', '2607.21653', undefined, 'after', 'full-text'],
    ['arxiv/abs-2607.21653v1.html', 'https://arxiv.org/abs/2607.21653v1', '2607.21653', 1, 'after', 'full-text'],
    ['arxiv/abs-hep-th-9901001v2.html', 'https://arxiv.org/abs/hep-th/9901001v2', 'hep-th/9901001', 2, 'after', 'full-text'],
    ['arxiv/abs-no-right-column-2607.00002.html', 'https://arxiv.org/abs/2607.00002', '2607.00002', undefined, 'first', 'abs'],
  ])('%s at %s is %s, panel %s', (file, url, id, version, placement, anchorClassOrId) => {
    const found = scanAbstractPage(snapshotDocument(file), new URL(url));
    expect(found?.arxivId).toBe(id);
    expect(found?.version).toBe(version);
    expect(found?.placement).toBe(placement);
    expect(found?.anchor.id === anchorClassOrId || found?.anchor.classList.contains(anchorClassOrId)).toBe(true);
  });

  it('prefers the page’s own citation id over a URL it cannot read', () => {
    const found = scanAbstractPage(snapshotDocument('arxiv/abs-2607.21653v1.html'), new URL('https://arxiv.org/abs/garbage'));
    expect(found?.arxivId).toBe('2607.21653');
  });

  it('finds nothing on a page that is not about a paper', () => {
    const doc = new DOMParser().parseFromString('<main><p>Hello</p></main>', 'text/html');
    expect(scanAbstractPage(doc, new URL('https://arxiv.org/abs/'))).toBeNull();
  });

  it('finds nothing where there is no place for the panel', () => {
    const doc = new DOMParser().parseFromString('<meta name="citation_arxiv_id" content="2607.21653"><p>x</p>', 'text/html');
    expect(scanAbstractPage(doc, new URL('https://arxiv.org/abs/2607.21653'))).toBeNull();
  });
});
