// Property tests for GitHub refs: round-trips through every URL form, reserved owners, never throwing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReservedOwner, normaliseRepoUrl, parseRepoRef, parseRepoUrl, repoKey } from '../../../lib/ids/github';

// A sample of GitHub's own top-level pages; the case table checks the full list from the brief.
const PAGES = [
  'settings',
  'orgs',
  'marketplace',
  'topics',
  'sponsors',
  'login',
  'explore',
  'new',
  'search',
  'pulls',
  'issues',
  'apps',
  'users',
  'features',
  'trending',
  'collections',
  'enterprise',
  'copilot',
  'about',
  'security',
];

const owner = fc.stringMatching(/^[A-Za-z0-9](?:-?[A-Za-z0-9]){0,24}$/).filter((o) => o.length <= 39 && !isReservedOwner(o));
const name = fc.stringMatching(/^[A-Za-z0-9._-]{1,100}$/).filter((n) => n !== '.' && n !== '..' && !/\.git$/i.test(n));
const repo = fc.tuple(owner, name).map(([o, n]) => ({ owner: o, name: n }));

const FORMS: ReadonlyArray<[string, (o: string, n: string) => string]> = [
  ['https', (o, n) => `https://github.com/${o}/${n}`],
  ['http www slash', (o, n) => `http://www.github.com/${o}/${n}/`],
  ['no scheme', (o, n) => `github.com/${o}/${n}`],
  ['.git', (o, n) => `https://github.com/${o}/${n}.git`],
  ['scp', (o, n) => `git@github.com:${o}/${n}.git`],
  ['ssh', (o, n) => `ssh://git@github.com/${o}/${n}.git`],
  ['git', (o, n) => `git://github.com/${o}/${n}.git`],
  ['git+https', (o, n) => `git+https://github.com/${o}/${n}.git`],
  ['tree', (o, n) => `https://github.com/${o}/${n}/tree/main/src`],
  ['blob', (o, n) => `https://github.com/${o}/${n}/blob/main/README.md#L1`],
  ['issue', (o, n) => `https://github.com/${o}/${n}/issues/1`],
  ['pulls', (o, n) => `https://github.com/${o}/${n}/pulls`],
  ['tab', (o, n) => `https://github.com/${o}/${n}?tab=readme-ov-file`],
  ['readme', (o, n) => `https://github.com/${o}/${n}#readme`],
];
const form = fc.constantFrom(...FORMS);

// Noise from the pieces repository URLs are made of, plus raw strings.
const piece = fc.oneof(
  fc.constantFrom(
    'https://',
    'http://',
    'git@',
    'ssh://',
    'git+',
    'www.',
    'gist.',
    'github.com',
    'gitlab.com',
    ':',
    '/',
    '.git',
    '?tab=x',
    '#readme',
    '-',
    '.',
    '..',
    ' ',
    'settings',
    'orgs',
    'Octo',
    'hello',
    '@',
    '%20',
    '/-/',
    'v',
  ),
  fc.string({ maxLength: 4 }),
);
const noise = fc.array(piece, { maxLength: 14 }).map((parts) => parts.join(''));
const urlish = fc
  .tuple(fc.constantFrom('https://', 'http://www.', 'https://github.com/', 'git@github.com:', 'https://gitlab.com/'), noise)
  .map(([start, rest]) => start + rest);
const anyText = fc.oneof(noise, urlish, fc.string({ unit: 'binary', maxLength: 60 }));

describe('GitHub ref properties', () => {
  it('owner and name come back unchanged from every URL form', () => {
    fc.assert(
      fc.property(repo, form, (r, [, make]) => {
        expect(parseRepoUrl(make(r.owner, r.name))).toStrictEqual(r);
        expect(parseRepoRef(make(r.owner, r.name))).toStrictEqual(r);
      }),
      { numRuns: 500 },
    );
  });

  it('plain owner/name text round-trips through parseRepoRef but is not a URL', () => {
    fc.assert(
      fc.property(repo, (r) => {
        expect(parseRepoRef(`${r.owner}/${r.name}`)).toStrictEqual(r);
        expect(parseRepoUrl(`${r.owner}/${r.name}`)).toBeNull();
      }),
    );
  });

  it('every URL form of one repository has the same merge key, in any case', () => {
    fc.assert(
      fc.property(repo, form, form, (r, [, a], [, b]) => {
        const key = `github.com/${repoKey(r)}`;
        expect(normaliseRepoUrl(a(r.owner, r.name))).toBe(key);
        expect(normaliseRepoUrl(b(r.owner.toUpperCase(), r.name.toLowerCase()))).toBe(key);
      }),
    );
  });

  it('reserved names are never returned as owners', () => {
    const casedPage = fc.tuple(fc.constantFrom(...PAGES), fc.boolean()).map(([p, up]) => (up ? p.toUpperCase() : p));
    fc.assert(
      fc.property(casedPage, name, form, (page, n, [, make]) => {
        expect(parseRepoUrl(make(page, n))).toBeNull();
        expect(parseRepoRef(`${page}/${n}`)).toBeNull();
      }),
    );
  });

  it('whatever parses has a valid, unreserved owner and a valid name, and never throws', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const parsed of [parseRepoUrl(text), parseRepoRef(text)]) {
          if (parsed === null) continue;
          expect(parsed.owner).toMatch(/^[A-Za-z0-9](?:-?[A-Za-z0-9])*$/);
          expect(parsed.owner.length).toBeLessThanOrEqual(39);
          expect(isReservedOwner(parsed.owner)).toBe(false);
          expect(parsed.name).toMatch(/^[A-Za-z0-9._-]{1,100}$/);
          expect(['.', '..']).not.toContain(parsed.name);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('a merge key is lower-case, and is its own key when read back as an https URL', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const key = normaliseRepoUrl(text);
        if (key === null) return;
        expect(key).toBe(key.toLowerCase());
        expect(normaliseRepoUrl(`https://${key}`)).toBe(key);
      }),
      { numRuns: 1000 },
    );
  });

  it('repoKey is the same for refs that differ only in case', () => {
    fc.assert(
      fc.property(repo, (r) => {
        expect(repoKey({ owner: r.owner.toUpperCase(), name: r.name.toUpperCase() })).toBe(repoKey(r));
        expect(repoKey(r)).toBe(`${r.owner}/${r.name}`.toLowerCase());
      }),
    );
  });
});
