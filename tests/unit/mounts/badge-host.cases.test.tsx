// A badge put after an element of the page: where it goes, what it shows before and after its
// answer comes, whether it says it is open, and that taking it away leaves the page as it was.
import { act } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BadgeSummary } from '../../../lib/record/badge-summary';
import { mountBadge } from '../../../mounts/badge-host';
import type { Pending } from '../../../lib/ui/use-answer';

beforeEach(() => {
  document.body.innerHTML = '<p><a id="paper" href="/abs/1706.03762">arXiv:1706.03762</a> Attention</p>';
});

const link = () => document.querySelector('#paper')!;
const summarize = (repos: number): BadgeSummary => ({ text: `${repos} repos`, label: `Code with Papers: ${repos} repositories`, tone: 'code' });

/** An answer the test gives when it chooses. */
function onItsWay() {
  let give!: (value: number) => void;
  const promise = new Promise<number>((resolve) => {
    give = resolve;
  });
  return { answer: { promise } as Pending<number>, give };
}

const came = (value: number): Pending<number> => ({ promise: Promise.resolve(value), settled: value });

/** The badge's slot in its shadow root. */
const slot = () => document.querySelector('paper-code-lens-badge')!.shadowRoot!.querySelector('span')!;

describe('mountBadge', () => {
  it('puts its host right after the element, marked, with the stylesheet and slot in its shadow root', () => {
    mountBadge({ after: link(), attributes: { 'data-arxiv-id': '1706.03762' } }, '.pcl-badge { color: red }', 'pcl-badge-slot', {
      answer: came(2),
      summarize,
      onOpen: () => undefined,
    });
    const host = link().nextElementSibling!;
    expect(host.tagName).toBe('PAPER-CODE-LENS-BADGE');
    expect(host.getAttribute('data-arxiv-id')).toBe('1706.03762');
    expect(host.shadowRoot!.querySelector('style')!.textContent).toBe('.pcl-badge { color: red }');
    expect(slot().className).toBe('pcl-badge-slot');
    expect(slot().textContent).toBe('2 repos');
  });

  it('shows loading until its answer comes, then the answer’s words', async () => {
    const { answer, give } = onItsWay();
    act(() => {
      mountBadge({ after: link(), attributes: {} }, '', 'slot', { answer, summarize, onOpen: () => undefined });
    });
    expect(slot().querySelector('[role="status"]')!.getAttribute('aria-label')).toBe('Loading the Code with Papers record');
    await act(async () => give(3));
    expect(slot().querySelector('button')!.textContent).toBe('3 repos');
  });

  it('says it is closed, open once pressed, and closed again when the popover closes', async () => {
    const onOpen = vi.fn<(button: HTMLButtonElement, onClose: () => void) => void>();
    mountBadge({ after: link(), attributes: {} }, '', 'slot', { answer: came(1), summarize, onOpen });
    const button = () => slot().querySelector('button')!;
    expect(button().getAttribute('aria-expanded')).toBe('false');
    await act(async () => button().click());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen.mock.calls[0]![0]).toBe(button());
    await act(async () => onOpen.mock.calls[0]![1]());
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves the page as it was when taken away', async () => {
    const remove = mountBadge({ after: link(), attributes: { 'data-repo': 'owner/repo' } }, '', 'slot', {
      answer: came(1),
      summarize,
      onOpen: () => undefined,
    });
    const root = slot();
    remove();
    expect(document.querySelector('paper-code-lens-badge')).toBeNull();
    expect(document.body.innerHTML).toBe('<p><a id="paper" href="/abs/1706.03762">arXiv:1706.03762</a> Attention</p>');
    expect(root.textContent).toBe('');
  });
});
