// "Scan this page": what a page's links and text name, in page order, each once, at most 200; and the
// in-page reader's bounds.
import { describe, expect, it } from 'vitest';
import { collectPageNames } from '../../../lib/pages/page-names';
import { MAX_SCANNED, targetsOfPage } from '../../../lib/ui/scan-tab';

describe('targetsOfPage', () => {
  it('takes the links first, then what the text names besides, each once', () => {
    const found = targetsOfPage({
      links: [
        'https://github.com/openai/whisper/issues/3',
        'https://x.com/someone',
        'https://huggingface.co/papers/2607.21653',
        'https://arxiv.org/pdf/2607.21653v2',
      ],
      text: 'We build on arXiv:hep-th/9901001 and whisper (https://github.com/OpenAI/Whisper).',
    });
    expect(found).toEqual({
      targets: [
        { kind: 'repo', owner: 'openai', name: 'whisper' },
        { kind: 'paper', arxivId: '2607.21653' },
        { kind: 'paper', arxivId: 'hep-th/9901001' },
      ],
      more: 0,
    });
  });

  it('lists at most 200 and says how many more the page names', () => {
    const links = Array.from({ length: 250 }, (_, i) => `https://arxiv.org/abs/2607.${String(10_000 + i)}`);
    const { targets, more } = targetsOfPage({ links, text: '' });
    expect(targets).toHaveLength(MAX_SCANNED);
    expect(more).toBe(50);
    expect(targets[0]).toEqual({ kind: 'paper', arxivId: '2607.10000' });
  });
});

describe('collectPageNames', () => {
  it('reads the links as absolute addresses and the text, within its limits', () => {
    document.body.innerHTML =
      '<p>See arXiv:2607.21653.</p><a href="/abs/2607.21653">one</a><a href="mailto:x@y">mail</a><a href="https://github.com/a/b">two</a>';
    const names = collectPageNames({ links: 1, text: 1_000 });
    expect(names.links).toHaveLength(1);
    expect(names.links[0]).toMatch(/^http.*\/abs\/2607\.21653$/);
    const all = collectPageNames({ links: 10, text: 5 });
    expect(all.links.some((l) => l.startsWith('mailto'))).toBe(false);
    expect(all.text.length).toBeLessThanOrEqual(5);
  });
});

describe('the scan shortcut’s note', () => {
  it('counts once, just after the shortcut left it, and not when it is old or missing', async () => {
    const { leaveScanNote, takeScanNote, SCAN_NOTE_MS } = await import('../../../lib/ui/scan-note');
    expect(await takeScanNote()).toBe(false);
    await leaveScanNote(1_000);
    expect(await takeScanNote(1_500)).toBe(true);
    expect(await takeScanNote(1_600)).toBe(false);
    await leaveScanNote(1_000);
    expect(await takeScanNote(1_000 + SCAN_NOTE_MS)).toBe(false);
  });
});
