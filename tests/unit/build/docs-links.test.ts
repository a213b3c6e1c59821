// The README is the door and docs/ the rooms: the README links every page in docs/, and every link
// between them (a file, and the heading after its #) leads somewhere that exists.
// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../support/build';

const DOCS = resolve(ROOT, 'docs');
const pages = readdirSync(DOCS).filter((f) => f.endsWith('.md'));
const files = [resolve(ROOT, 'README.md'), ...pages.map((f) => resolve(DOCS, f))];
const text = (file: string) => readFileSync(file, 'utf8');

/**
 * GitHub's anchor for a heading: lower case, punctuation dropped, spaces made hyphens.
 * @example slug('Permissions, and what leaves your browser') // 'permissions-and-what-leaves-your-browser'
 */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (outside code blocks). */
function anchors(file: string): Set<string> {
  const prose = text(file).replace(/```[\s\S]*?```/g, '');
  return new Set([...prose.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));
}

/** Every link in a file that is not off-site: [words](target). */
function localLinks(file: string): string[] {
  return [...text(file).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z]+:/.test(target));
}

describe('the README and docs/', () => {
  it('the README links every page in docs/', () => {
    const linked = new Set(localLinks(resolve(ROOT, 'README.md')).map((t) => t.split('#')[0]));
    expect(pages.length).toBeGreaterThanOrEqual(7);
    for (const page of pages) expect(linked).toContain(`docs/${page}`);
  });

  it('each page opens with its title and a summary of three lines', () => {
    for (const page of pages) {
      const [title, blank, ...rest] = text(resolve(DOCS, page)).split('\n');
      expect(title, page).toMatch(/^# /);
      expect(blank, page).toBe('');
      expect(
        rest.slice(0, 3).every((line) => line.trim() !== '' && !line.startsWith('#')),
        page,
      ).toBe(true);
      expect(rest[3], page).toBe('');
    }
  });

  it.each(files.map((f) => [relative(ROOT, f), f]))('every link in %s leads to a file and heading that exist', (_name, file) => {
    for (const target of localLinks(file)) {
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const to = path === '' ? file : resolve(dirname(file), path);
      expect(existsSync(to), `${target} in ${_name}`).toBe(true);
      if (anchor !== undefined) expect(anchors(to), `${target} in ${_name}`).toContain(anchor);
    }
  });
});
