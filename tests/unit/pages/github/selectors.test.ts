import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as S from '../../../../lib/pages/github/selectors';
import { PAGE_NAMES, PAGES, type PageName } from './corpus';

// Every selector next to the pages it must match; on every other page of the corpus it must not.
const ROOTS: PageName[] = ['root', 'root-dark'];
const EXPECTED: [string, string, PageName[]][] = [
  ['EMBEDDED_DATA[0]', S.EMBEDDED_DATA[0]!, [...ROOTS, 'no-sidebar', 'blob', 'blob-two-ids', 'blob-two-ids']],
  ['EMBEDDED_DATA[1]', S.EMBEDDED_DATA[1]!, ['react-code-view-2025']],
  ['EMBEDDED_DATA[2]', S.EMBEDDED_DATA[2]!, [...ROOTS, 'no-sidebar', 'blob', 'blob-two-ids', 'issues', 'react-code-view-2025']],
  ['SIDEBAR_SECTIONS[0]', S.SIDEBAR_SECTIONS[0]!, [...ROOTS, 'sidebar-without-about']],
  ['SIDEBAR_SECTIONS[1]', S.SIDEBAR_SECTIONS[1]!, ['rails-partial']],
  ['SIDEBAR_SECTIONS[2]', S.SIDEBAR_SECTIONS[2]!, ['legacy-layout']],
  ['SIDEBAR_GRID[0]', S.SIDEBAR_GRID[0]!, [...ROOTS, 'sidebar-without-about']],
  ['SIDEBAR_GRID[1]', S.SIDEBAR_GRID[1]!, ['rails-partial']],
  ['SIDEBAR_GRID[2]', S.SIDEBAR_GRID[2]!, ['legacy-layout']],
  ['SIDEBAR_GRID[3]', S.SIDEBAR_GRID[3]!, ['legacy-layout']],
  ['README[0]', S.README[0]!, [...ROOTS, 'no-sidebar', 'legacy-layout', 'rails-partial']],
  ['README[1]', S.README[1]!, [...ROOTS, 'no-sidebar']],
  ['README_ARTICLE[0]', S.README_ARTICLE[0]!, [...ROOTS, 'no-sidebar', 'legacy-layout', 'rails-partial']],
  ['README_ARTICLE[1]', S.README_ARTICLE[1]!, [...ROOTS, 'no-sidebar']],
  ['README_ARTICLE[2]', S.README_ARTICLE[2]!, [...ROOTS, 'no-sidebar', 'legacy-layout', 'rails-partial']],
  ['README_TABS', S.README_TABS, [...ROOTS, 'no-sidebar']],
  ['NOT_IN_README_BOX', S.NOT_IN_README_BOX, [...ROOTS, 'no-sidebar', 'legacy-layout', 'rails-partial', 'sidebar-without-about']],
  ['MAIN_COLUMN[0]', S.MAIN_COLUMN[0]!, [...ROOTS, 'rails-partial']],
  ['MAIN_COLUMN[1]', S.MAIN_COLUMN[1]!, [...ROOTS, 'no-sidebar', 'blob', 'blob-two-ids', 'rails-partial', 'sidebar-without-about', 'hydrated-blob']],
  ['MAIN_COLUMN[2]', S.MAIN_COLUMN[2]!, ['legacy-layout']],
  ['MAIN_COLUMN[3]', S.MAIN_COLUMN[3]!, PAGE_NAMES.filter((page) => page !== 'not-github')],
  ['CODE_LINES[0]', S.CODE_LINES[0]!, ['hydrated-blob']],
  ['CODE_LINES[1]', S.CODE_LINES[1]!, ['blob', 'blob-two-ids', 'blob-two-ids']],
  ['CODE_LINES[2]', S.CODE_LINES[2]!, ['blob', 'blob-two-ids', 'hydrated-blob']],
  ['CODE_LINES[3]', S.CODE_LINES[3]!, ['legacy-blob']],
  ['CODE_TEXTAREA', S.CODE_TEXTAREA, ['blob']],
  ['BREADCRUMBS.nav', S.BREADCRUMBS.nav, ['blob', 'blob-two-ids', 'blob-two-ids']],
  ['BREADCRUMBS.repoLink', S.BREADCRUMBS.repoLink, ['blob', 'blob-two-ids', 'blob-two-ids']],
  ['BREADCRUMBS.fileName', S.BREADCRUMBS.fileName, ['blob', 'blob-two-ids', 'blob-two-ids']],
  ['FILE_CONTENT[0]', S.FILE_CONTENT[0]!, ['blob', 'blob-two-ids']],
  ['FILE_CONTENT[1]', S.FILE_CONTENT[1]!, ['blob']],
  ['FILE_CONTENT[2]', S.FILE_CONTENT[2]!, ['legacy-blob']],
  ['META.nwo', S.META.nwo, PAGE_NAMES.filter((page) => page !== 'not-github')],
  ['META.repositoryId', S.META.repositoryId, PAGE_NAMES.filter((page) => page !== 'not-github')],
  ['META.ogUrl', S.META.ogUrl, [...ROOTS, 'no-sidebar', 'blob', 'blob-two-ids', 'issues']],
];
const documents = Object.fromEntries(PAGE_NAMES.map((page) => [page, PAGES[page]()])) as Record<PageName, Document>;

describe('GitHub selectors', () => {
  it.each(EXPECTED)('%s (%s) matches exactly its pages', (_, selector, pages) => {
    expect(PAGE_NAMES.filter((page) => documents[page].querySelector(selector) !== null)).toEqual(PAGE_NAMES.filter((page) => pages.includes(page)));
  });

  it('lists every alternative, each with a comment saying what it covers', () => {
    const lists = [S.EMBEDDED_DATA, S.SIDEBAR_SECTIONS, S.SIDEBAR_GRID, S.README, S.README_ARTICLE, S.MAIN_COLUMN, S.CODE_LINES, S.FILE_CONTENT];
    const listed = EXPECTED.filter(([name]) => name.includes('[')).length;
    expect(listed).toBe(lists.reduce((sum, list) => sum + list.length, 0));
    const source = readFileSync(resolve(import.meta.dirname, '../../../../lib/pages/github/selectors.ts'), 'utf8').split('\n');
    for (const selector of lists.flat()) {
      const line = source.find((l) => l.trimStart().startsWith(`'${selector}',`));
      expect(line, selector).toMatch(/', \/\/ .{10,}$/);
    }
  });

  it('matches no hashed class whole: only the stable part before the deploy hash', () => {
    const all = [...EXPECTED.map(([, selector]) => selector)];
    for (const selector of all) expect(selector).not.toMatch(/-module__\w+__[A-Za-z0-9]{5}\b|prc-[A-Za-z]+-[A-Za-z]+-[A-Za-z0-9-]{5}\b/);
  });
});
