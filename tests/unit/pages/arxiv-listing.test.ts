import { describe, expect, it } from 'vitest';
import { scanHtmlView } from '../../../lib/pages/arxiv-html';
import { scanListing } from '../../../lib/pages/arxiv-listing';
import { makeListingPage } from '../../support/arxiv-listing';
import { snapshotDocument } from '../../support/snapshots';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('scanListing', () => {
  it('reads every entry of the new-submissions page, in page order, the id link first', () => {
    const doc = snapshotDocument('arxiv/list-cs.LG-new.html');
    const entries = scanListing(doc);
    const expected = [...doc.querySelectorAll('dl > dt a[title="Abstract"]')].map((a) => a.textContent!.trim().replace(/^arXiv:/, ''));
    expect(entries.map((e) => e.arxivId)).toEqual(expected);
    expect(entries[0]?.arxivId).toBe('2607.21653');
    expect(entries.every((e) => e.idLink.getAttribute('title') === 'Abstract')).toBe(true);
  });

  it('reads a generated 2000-entry listing, old-style ids included', () => {
    const include = ['2607.21653', 'hep-th/9901001'];
    const entries = scanListing(parse(makeListingPage({ count: 2000, include })));
    expect(entries).toHaveLength(2000);
    expect(entries.slice(0, 2).map((e) => e.arxivId)).toEqual(include);
    expect(new Set(entries.map((e) => e.arxivId)).size).toBe(2000);
  }, 30_000); // happy-dom parses 2000 entries slowly on a busy machine; this is no timing test

  it('reads search results by their title link', () => {
    const doc = snapshotDocument('arxiv/search-results.html');
    const entries = scanListing(doc);
    expect(entries).toHaveLength(doc.querySelectorAll('li.arxiv-result').length);
    expect(entries.every((e) => e.idLink.closest('p.list-title') !== null)).toBe(true);
  });

  it.each([
    ['a page with no entries', '<main><p>nothing</p></main>'],
    ['entries whose links are not arXiv ids', '<dl><dt><a title="Abstract" href="/abs/garbage">x</a></dt></dl>'],
    ['an abstract page', '<div id="abs"><h1 class="title">T</h1></div>'],
  ])('finds nothing on %s', (_what, html) => {
    expect(scanListing(parse(html))).toEqual([]);
  });
});

describe('scanHtmlView', () => {
  it('puts the card after the abstract of the HTML view', () => {
    const found = scanHtmlView(snapshotDocument('arxiv/html-2607.21653v1.html'), new URL('https://arxiv.org/html/2607.21653v1'));
    expect(found).toMatchObject({ arxivId: '2607.21653', version: 1, placement: 'after' });
    expect(found?.anchor.classList.contains('ltx_abstract')).toBe(true);
  });

  it('falls back to the top of the document without an abstract', () => {
    const doc = parse('<article class="ltx_document"><h1>T</h1></article>');
    const found = scanHtmlView(doc, new URL('https://arxiv.org/html/2607.21653'));
    expect(found?.placement).toBe('first');
    expect(found?.anchor.localName).toBe('article');
  });

  it('finds nothing on an HTML URL without an id', () => {
    expect(scanHtmlView(parse('<article class="ltx_document"></article>'), new URL('https://arxiv.org/html/'))).toBeNull();
  });
});
