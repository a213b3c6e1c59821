// Case tables for what the popup's input reads: every paper form, every repository form, and the rest.
import { describe, expect, it } from 'vitest';
import { LOOKUP_HINT, parseLookupInput, targetQuery } from '../../../lib/lookup-input';

const PAPERS: ReadonlyArray<[string, string]> = [
  ['2607.21653', '2607.21653'],
  ['2607.21653v2', '2607.21653'],
  ['  2607.21653 \n', '2607.21653'],
  ['arXiv:2607.21653', '2607.21653'],
  ['ARXIV: 2607.21653v3', '2607.21653'],
  ['https://arxiv.org/abs/2607.21653', '2607.21653'],
  ['https://arxiv.org/abs/2607.21653v1?context=cs', '2607.21653'],
  ['http://www.arxiv.org/pdf/2607.21653v2', '2607.21653'],
  ['https://arxiv.org/pdf/2607.21653.pdf', '2607.21653'],
  ['https://export.arxiv.org/abs/2607.21653', '2607.21653'],
  ['https://arxiv.org/html/2607.21653v1/#S2', '2607.21653'],
  ['https://arxiv.org/html/2607.21653v1/x1.png', '2607.21653'],
  ['https://arxiv.org/format/2607.21653', '2607.21653'],
  ['arxiv.org/abs/2607.21653', '2607.21653'],
  ['10.48550/arXiv.2607.21653', '2607.21653'],
  ['doi:10.48550/arXiv.2607.21653', '2607.21653'],
  ['https://doi.org/10.48550/ARXIV.2607.21653', '2607.21653'],
  ['1412.6980', '1412.6980'],
  ['hep-th/9901001', 'hep-th/9901001'],
  ['math.GT/0309136v2', 'math/0309136'],
  ['https://arxiv.org/abs/hep-th/9901001', 'hep-th/9901001'],
];

const REPOS: ReadonlyArray<[string, string, string]> = [
  ['openai/whisper', 'openai', 'whisper'],
  ['  NVIDIA-NeMo/labs-molt ', 'NVIDIA-NeMo', 'labs-molt'],
  ['facebookresearch/detectron2', 'facebookresearch', 'detectron2'],
  ['https://github.com/openai/whisper', 'openai', 'whisper'],
  ['https://github.com/openai/whisper/', 'openai', 'whisper'],
  ['github.com/openai/whisper', 'openai', 'whisper'],
  ['https://www.github.com/openai/whisper/tree/main/whisper', 'openai', 'whisper'],
  ['https://github.com/openai/whisper/blob/main/README.md#L3', 'openai', 'whisper'],
  ['https://github.com/openai/whisper/issues/12', 'openai', 'whisper'],
  ['https://github.com/openai/whisper?tab=readme-ov-file', 'openai', 'whisper'],
  ['https://github.com/openai/whisper.git', 'openai', 'whisper'],
  ['git@github.com:openai/whisper.git', 'openai', 'whisper'],
];

const NEITHER = [
  '',
  '   ',
  'molt',
  'attention is all you need',
  '2607.2165',
  '0703.12345',
  '2613.00001',
  'arXiv:',
  'https://arxiv.org/list/cs.LG/recent',
  'https://arxiv.org/abs/',
  'https://github.com/openai',
  'https://github.com/settings/profile',
  'https://github.com/',
  'https://gitlab.com/group/project',
  'https://example.org/2607.21653',
  'owner/name/extra',
  'javascript:alert(1)',
];

describe('parseLookupInput', () => {
  it.each(PAPERS)('%s is the paper %s', (input, arxivId) => {
    expect(parseLookupInput(input)).toEqual({ kind: 'paper', arxivId });
  });

  it.each(REPOS)('%s is the repository %s/%s', (input, owner, name) => {
    expect(parseLookupInput(input)).toEqual({ kind: 'repo', owner, name });
  });

  it.each(NEITHER)('%j is neither, with the one hint line', (input) => {
    expect(parseLookupInput(input)).toEqual({ kind: 'unknown', hint: LOOKUP_HINT });
  });

  it('names every accepted form in one line', () => {
    expect(LOOKUP_HINT).not.toContain('\n');
    for (const form of ['arXiv id', 'arXiv:', 'arxiv.org', 'DOI', 'owner/name', 'github.com']) expect(LOOKUP_HINT).toContain(form);
  });

  it('reads an old-style id as a paper even though it looks like owner/name', () => {
    expect(parseLookupInput('cond-mat/0102536').kind).toBe('paper');
  });
});

describe('targetQuery', () => {
  it.each([
    [{ kind: 'paper', arxivId: '2607.21653' } as const, '2607.21653'],
    [{ kind: 'paper', arxivId: 'hep-th/9901001' } as const, 'hep-th/9901001'],
    [{ kind: 'repo', owner: 'openai', name: 'whisper' } as const, 'openai/whisper'],
  ])('%j is written %s, which reads back the same', (target, text) => {
    expect(targetQuery(target)).toBe(text);
    expect(parseLookupInput(text)).toEqual(target);
  });
});
