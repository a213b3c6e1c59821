import { describe, expect, it } from 'vitest';
import { findPapersBoxAnchor } from '../../../../lib/pages/github/papers-box-anchor';
import { PAGE_NAMES, PAGES, parse, repoShell, type PageName } from './corpus';

// Each variant next to the pages it must be found on; on every other page it must not be the answer.
const VARIANT_PAGES: Record<string, PageName[]> = {
  'sidebar-about': ['root', 'root-dark'],
  'sidebar-about-row': ['legacy-layout', 'rails-partial'],
  'sidebar-first': ['sidebar-without-about'],
  readme: ['no-sidebar'],
  'main-column': ['blob', 'blob-two-ids', 'issues', 'hydrated-blob', 'legacy-blob', 'react-code-view-2025'],
  none: ['not-github'],
};
const variantOf = (page: PageName): string => findPapersBoxAnchor(PAGES[page]())?.variant ?? 'none';

describe.each(Object.entries(VARIANT_PAGES))('variant %s', (variant, pages) => {
  it.each(pages)('is found on %s', (page) => {
    expect(variantOf(page)).toBe(variant);
  });
  it.each(PAGE_NAMES.filter((page) => !pages.includes(page)))('is not the answer on %s', (page) => {
    expect(variantOf(page)).not.toBe(variant);
  });
});

describe('findPapersBoxAnchor places the box', () => {
  it('after the About section inside the sidebar grid, not after the narrow-screen copy', () => {
    const found = findPapersBoxAnchor(PAGES.root());
    expect(found?.placement).toBe('after');
    expect(found?.anchor.querySelector('h2')?.textContent?.trim()).toBe('About');
    expect(found?.anchor.parentElement?.className).toMatch(/CodeViewSidebar-module__borderGrid/);
    expect(found?.anchor.closest('[data-position="end"]')).not.toBeNull();
  });

  it.each(['legacy-layout', 'rails-partial'] as const)('after the About row of the BorderGrid on %s', (page) => {
    const found = findPapersBoxAnchor(PAGES[page]());
    expect(found?.placement).toBe('after');
    expect(found?.anchor.classList.contains('BorderGrid-row')).toBe(true);
    expect(found?.anchor.textContent).toContain('About');
    expect(found?.anchor.nextElementSibling?.textContent).toContain('Releases');
  });

  it('first in a sidebar none of whose sections is headed About', () => {
    const found = findPapersBoxAnchor(PAGES['sidebar-without-about']());
    expect(found?.placement).toBe('first');
    expect(found?.anchor.className).toMatch(/CodeViewSidebar-module__borderGrid/);
  });

  it('before the README box, tabs included, when there is no sidebar', () => {
    const found = findPapersBoxAnchor(PAGES['no-sidebar']());
    expect(found?.placement).toBe('before');
    expect(found?.anchor.querySelector('nav[aria-label="Repository files"]')).not.toBeNull();
    expect(found?.anchor.querySelector('#readme article.markdown-body')).not.toBeNull();
    expect(found?.anchor.querySelector('table[aria-labelledby="folders-and-files"]')).toBeNull();
  });

  it('before #readme itself when the README has no tab bar (a table in the README is no file list)', () => {
    const doc = parse(
      repoShell('<div class="Layout-main"><div id="readme"><article class="markdown-body"><table><tr><td>x</td></tr></table></article></div></div>'),
    );
    expect(findPapersBoxAnchor(doc)).toMatchObject({ placement: 'before', variant: 'readme', anchor: doc.getElementById('readme') });
  });

  it('before #readme when the nearest box holding the tabs also holds the file list', () => {
    const doc = parse(
      repoShell(
        '<div class="col"><nav aria-label="Repository files"></nav><table aria-labelledby="folders-and-files"></table><div id="readme"><article class="markdown-body">x</article></div></div>',
      ),
    );
    expect(findPapersBoxAnchor(doc)?.anchor).toBe(doc.getElementById('readme'));
  });

  it.each([
    ['blob', 'repos-split-pane-content'],
    ['issues', 'repo-content-pjax-container'],
  ] as const)('first in the main column on %s', (page, id) => {
    expect(findPapersBoxAnchor(PAGES[page]())).toMatchObject({ placement: 'first', variant: 'main-column' });
    expect(findPapersBoxAnchor(PAGES[page]())?.anchor.id).toBe(id);
  });

  it('nowhere, without throwing, on a document it cannot read', () => {
    expect(findPapersBoxAnchor({} as Document)).toBeNull();
  });
});
