// The edges the GitHub readers branch on that the main tables do not reach: repeated `.git`
// suffixes, repeated `www.` labels, and GitLab's `/-/` marker at either end of a path.
import { describe, expect, it } from 'vitest';
import { normaliseRepoUrl, parseRepoUrl } from '../../../lib/ids/github';

describe('parseRepoUrl', () => {
  it('takes every .git off a name, as GitHub does', () => {
    expect(parseRepoUrl('https://github.com/openai/whisper.git.git')).toEqual({ owner: 'openai', name: 'whisper' });
  });
});

describe('normaliseRepoUrl keys', () => {
  it.each<[string, string]>([
    // Every leading www. comes off; one inside the host stays.
    ['https://www.www.gitlab.com/group/proj', 'gitlab.com/group/proj'],
    ['https://git.www.example.org/group/proj', 'git.www.example.org/group/proj'],
    // A path that is all GitLab tail keys the host alone.
    ['https://gitlab.com/-/ide/project/group/proj', 'gitlab.com'],
    // A trailing `/-` comes off like a trailing slash.
    ['https://gitlab.com/group/proj/-', 'gitlab.com/group/proj'],
    ['https://gitlab.com/group/proj/-/', 'gitlab.com/group/proj'],
  ])('%j as %j', (url, expected) => {
    expect(normaliseRepoUrl(url)).toBe(expected);
  });
});
