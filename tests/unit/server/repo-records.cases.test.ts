// @vitest-environment node
// How the record server reads a GitHub address, at each edge its reading branches on: spaces around
// it, a host that only mentions github.com, doubled slashes, a name that merely contains ".git", and
// characters no owner or name may hold at either end.
import { describe, expect, it } from 'vitest';
import { repoName } from '../../../server/repo-records';
import { slugOf } from '../../../server/records';

describe('repoName at its edges', () => {
  it.each([
    ['  https://github.com/owner/name  ', 'owner/name'],
    ['  owner/name  ', 'owner/name'],
    ['https://github.com//owner/name', 'owner/name'],
    ['https://github.com/owner/my.github.io', 'owner/my.github.io'],
    ['https://github.com/owner/name.GIT', 'owner/name'],
  ])('reads %j as %s', (input, expected) => {
    expect(repoName(input)).toBe(expected);
  });

  it.each([
    ['a GitHub address inside another host’s path', 'https://example.org/github.com/owner/name'],
    ['a host that only starts like GitHub’s', 'https://github.com.example.org/owner/name'],
    ['a name starting with a sign', 'owner/$name'],
    ['a name ending with a sign', 'owner/name$'],
    ['an owner starting with a sign', '$owner/name'],
    ['an owner ending with a sign', 'owner$/name'],
    ['an address with a second line after it', 'https://github.com/owner/name\nhttps://example.org/x'],
  ])('refuses %s: %j', (_, input) => {
    expect(repoName(input)).toBeNull();
  });
});

describe('slugOf at its edges', () => {
  it.each([
    [{ url: '  /paper/Arxiv-2607-21653  ' }, 'arxiv-2607-21653'],
    [{ url: '/paper/arxiv-2607-21653//' }, 'arxiv-2607-21653'],
    [{ url: '   ', arxiv_id: '2607.21653' }, 'arxiv-2607-21653'],
    [{ arxiv_id: ' 2607.21653v12 ' }, 'arxiv-2607-21653'],
    [{ arxiv_id: 'v1-notes/2607.21653' }, 'arxiv-v1-notes-2607-21653'],
  ])('serves %j under %s', (record, expected) => {
    expect(slugOf(record)).toBe(expected);
  });

  it.each([[{ arxiv_id: '   ' }], [{ url: '/', arxiv_id: '' }], [{ title: 'no address' }]])('serves %j under no slug', (record) => {
    expect(slugOf(record)).toBeNull();
  });
});
