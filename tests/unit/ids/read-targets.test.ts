// readTargets: the papers and repositories a paste or a page's text names, in order, each once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTargets } from '../../../lib/ids/read-targets';
import { parseLookupInput } from '../../../lib/lookup-input';

const paper = (arxivId: string) => ({ kind: 'paper', arxivId });
const repo = (owner: string, name: string) => ({ kind: 'repo', owner, name });

describe('readTargets', () => {
  it.each<[string, string, unknown[]]>([
    ['a sentence with one id', 'Our method (arXiv:2607.21653) beats the baseline.', [paper('2607.21653')]],
    ['a BibTeX entry', '@misc{molt2026,\n  title={Molt},\n  eprint={2607.21653},\n  archivePrefix={arXiv}\n}', [paper('2607.21653')]],
    ['the side stamp of a PDF', 'arXiv:2607.21653v1 [cs.LG] 22 Jul 2026', [paper('2607.21653')]],
    [
      'two papers, in order, each once',
      'See https://huggingface.co/papers/2607.21653 and arXiv:hep-th/9901001, then arXiv 2607.21653 again.',
      [paper('2607.21653'), paper('hep-th/9901001')],
    ],
    [
      'a paper and a repository',
      'Code: <https://github.com/NVIDIA-NeMo/labs-molt>, paper: https://arxiv.org/abs/2607.21653.',
      [repo('NVIDIA-NeMo', 'labs-molt'), paper('2607.21653')],
    ],
    ['clone addresses', 'git clone git@github.com:openai/whisper.git', [repo('openai', 'whisper')]],
    ['a bare number in prose, not a paper', 'We trained 2607.21653 steps with python 3.10 on 2024.01.05.', []],
    ['owner/name in prose, not a repository', 'Use train and/or eval; see the input/output section.', []],
    [
      'two repositories, each its own',
      'Compare https://github.com/openai/whisper with https://github.com/facebookresearch/detectron2.',
      [repo('openai', 'whisper'), repo('facebookresearch', 'detectron2')],
    ],
    ['a repository before a trailing ellipsis', 'It lives at https://github.com/openai/whisper...', [repo('openai', 'whisper')]],
    [
      'an id found only in prose, before an address',
      'arXiv: 2607.21653 has code at https://github.com/openai/whisper',
      [paper('2607.21653'), repo('openai', 'whisper')],
    ],
  ])('%s', (_what, text, expected) => {
    expect(readTargets(text)).toEqual(expected);
  });

  it('reads the first 100,000 characters of a paste and no further', () => {
    // `arXiv:2607.21653` is 16 characters: after 99,984 spaces it ends at character 100,000.
    expect(readTargets(`${' '.repeat(99_984)}arXiv:2607.21653`)).toEqual([paper('2607.21653')]);
    expect(readTargets(`${' '.repeat(99_985)}arXiv:2607.21653`)).toEqual([]);
  });

  it('finds an address put anywhere in prose', () => {
    const addresses: [string, unknown][] = [
      ['https://alphaxiv.org/abs/2607.21653', paper('2607.21653')],
      ['https://github.com/openai/whisper/tree/main', repo('openai', 'whisper')],
      ['https://ui.adsabs.harvard.edu/abs/arXiv:hep-th%2F9901001', paper('hep-th/9901001')],
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('we', 'show', 'that', 'the', 'model', 'works', '(see', 'also)', '.', '\n'), { maxLength: 30 }),
        fc.nat(),
        fc.nat(2),
        (words, at, which) => {
          const [address, target] = addresses[which]!;
          const text = [...words.slice(0, at % (words.length + 1)), address, ...words.slice(at % (words.length + 1))].join(' ');
          expect(readTargets(text)).toEqual([target]);
        },
      ),
    );
  });

  it('reads 100,000 characters of hostile text in linear time', () => {
    const runs = ['/'.repeat(100_000), 'arXiv:'.repeat(16_000), 'https://github.com/'.repeat(5_000), 'a.b'.repeat(33_000), ' '.repeat(100_000)];
    for (const text of runs) {
      const start = performance.now();
      readTargets(text);
      expect(performance.now() - start).toBeLessThan(500);
    }
  });
});

describe('parseLookupInput on a paste that names several', () => {
  it('offers each to choose from rather than guessing', () => {
    expect(parseLookupInput('Compare arXiv:2607.21653 with arXiv:2607.00001.')).toEqual({
      kind: 'choose',
      targets: [paper('2607.21653'), paper('2607.00001')],
    });
  });

  it('takes the one a longer text names', () => {
    expect(parseLookupInput('@article{x, eprint = {2607.21653}, archivePrefix = {arXiv}}')).toEqual(paper('2607.21653'));
  });
});
