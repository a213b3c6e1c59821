// Where a paper site's panel goes when the site's first place is missing but a later one is there.
import { describe, expect, it } from 'vitest';
import { scanPaperPage } from '../../../../lib/pages/sites/paper-pages';

const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');

describe('scanPaperPage with only a later place of the site', () => {
  it('puts the alphaXiv panel after the title when the page has no paper header', () => {
    const doc = parse('<main><h1>Molt</h1><p>Abstract</p></main>');
    const found = scanPaperPage(doc, new URL('https://www.alphaxiv.org/abs/2607.21653'), 'alphaxiv');
    expect(found).toMatchObject({ arxivId: '2607.21653', placement: 'after', fallback: false });
    expect(found?.anchor.textContent).toBe('Molt');
  });
});
