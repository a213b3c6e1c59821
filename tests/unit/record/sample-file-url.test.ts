import { describe, expect, it } from 'vitest';
import { sampleFileUrl } from '../../../lib/record/sample-file-url';

const REPO = 'NVIDIA-NeMo/labs-molt';
const PATH = 'molt/models/loss.py';
const BUILT = 'https://github.com/NVIDIA-NeMo/labs-molt/blob/HEAD/molt/models/loss.py';

describe('sampleFileUrl', () => {
  it.each([
    ['the record’s own GitHub file address', 'https://github.com/NVIDIA-NeMo/labs-molt/blob/HEAD/molt/models/loss.py', BUILT],
    [
      'the same repository in other case, at a commit',
      'https://github.com/nvidia-nemo/LABS-MOLT/blob/abc123/molt/models/loss.py#L27',
      'https://github.com/nvidia-nemo/LABS-MOLT/blob/abc123/molt/models/loss.py#L27',
    ],
    ['a folder of the repository', 'https://github.com/NVIDIA-NeMo/labs-molt/tree/main/molt', 'https://github.com/NVIDIA-NeMo/labs-molt/tree/main/molt'],
  ])('keeps %s', (_what, fileUrl, expected) => {
    expect(sampleFileUrl({ repo: REPO, path: PATH, file_url: fileUrl })).toBe(expected);
  });

  it.each([
    ['a look-alike host', 'https://github-login.evil.example/NVIDIA-NeMo/labs-molt/blob/HEAD/molt/models/loss.py'],
    ['another repository on GitHub', 'https://github.com/evil/labs-molt/blob/HEAD/molt/models/loss.py'],
    ['GitHub over http', 'http://github.com/NVIDIA-NeMo/labs-molt/blob/HEAD/molt/models/loss.py'],
    ['a GitHub subdomain', 'https://gist.github.com/NVIDIA-NeMo/labs-molt/blob/HEAD/x'],
    ['credentials before the host', 'https://user:pw@github.com/NVIDIA-NeMo/labs-molt/blob/HEAD/x'],
    ['the repository’s issues', 'https://github.com/NVIDIA-NeMo/labs-molt/issues/1'],
    ['javascript:', 'javascript:alert(1)'],
    ['nothing', undefined],
  ])('builds the file’s own address instead of %s', (_what, fileUrl) => {
    expect(sampleFileUrl({ repo: REPO, path: PATH, file_url: fileUrl })).toBe(BUILT);
  });

  it('encodes each segment of the path', () => {
    expect(sampleFileUrl({ repo: REPO, path: 'src/a b#c?.py' })).toBe('https://github.com/NVIDIA-NeMo/labs-molt/blob/HEAD/src/a%20b%23c%3F.py');
  });

  it.each([
    ['no repository', { path: PATH, file_url: BUILT }],
    ['a repository that is no GitHub name', { repo: 'not a repo', path: PATH, file_url: BUILT }],
    ['a path climbing out', { repo: REPO, path: '../../evil', file_url: BUILT }],
    ['an empty path', { repo: REPO, path: '', file_url: BUILT }],
    ['a path that is not text', { repo: REPO, path: 42, file_url: BUILT }],
    ['a path with half a surrogate pair', { repo: REPO, path: 'models/\ud800.py', file_url: BUILT }],
    ['a path with the other half alone', { repo: REPO, path: 'models/\udfff.py', file_url: BUILT }],
  ])('links nothing for %s', (_what, sample) => {
    expect(sampleFileUrl(sample)).toBeNull();
  });
});
