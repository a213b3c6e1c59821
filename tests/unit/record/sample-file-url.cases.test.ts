import { describe, expect, it } from 'vitest';
import { sampleFileUrl } from '../../../lib/record/sample-file-url';

const REPO = 'NVIDIA-NeMo/labs-molt';
const BUILT = 'https://github.com/NVIDIA-NeMo/labs-molt/blob/HEAD/molt/models/loss.py';

describe('sampleFileUrl: which paths link', () => {
  it.each([
    ['a plain path', 'molt/models/loss.py'],
    ['a path with one leading slash', '/molt/models/loss.py'],
    ['a path with several leading slashes', '///molt/models/loss.py'],
  ])('links the file in the repository for %s', (_what, path) => {
    expect(sampleFileUrl({ repo: REPO, path })).toBe(BUILT);
  });

  it.each([
    ['an empty segment inside', 'molt//loss.py'],
    ['a trailing slash', 'molt/models/'],
    ['a "." segment', 'molt/./loss.py'],
    ['a ".." segment', 'molt/../loss.py'],
    ['a tab inside a name', 'molt/lo\tss.py'],
    ['a newline at the end of a name', 'molt/loss.py\n'],
    ['a NUL as the whole name', 'molt/\u0000'],
  ])('links nothing for a path with %s', (_what, path) => {
    expect(sampleFileUrl({ repo: REPO, path })).toBeNull();
  });

  it('keeps a name with a space and a character just above the control range', () => {
    expect(sampleFileUrl({ repo: REPO, path: 'a b/c!.py' })).toBe('https://github.com/NVIDIA-NeMo/labs-molt/blob/HEAD/a%20b/c!.py');
  });

  it('links a path 64 folders deep and nothing for one 65 deep', () => {
    const deep = (n: number) => Array.from({ length: n }, () => 'd').join('/');
    expect(sampleFileUrl({ repo: REPO, path: deep(64) })).toBe(`https://github.com/NVIDIA-NeMo/labs-molt/blob/HEAD/${deep(64)}`);
    expect(sampleFileUrl({ repo: REPO, path: deep(65) })).toBeNull();
  });

  it.each([
    ['the repository page', 'https://github.com/NVIDIA-NeMo/labs-molt'],
    ['the owner page', 'https://github.com/NVIDIA-NeMo'],
    ['the GitHub home page', 'https://github.com/'],
  ])('builds the file address instead of %s', (_what, fileUrl) => {
    expect(sampleFileUrl({ repo: REPO, path: 'molt/models/loss.py', file_url: fileUrl })).toBe(BUILT);
  });

  it('links nothing when the repository is not text', () => {
    expect(sampleFileUrl({ repo: 42, path: 'molt/models/loss.py', file_url: BUILT })).toBeNull();
  });
});
