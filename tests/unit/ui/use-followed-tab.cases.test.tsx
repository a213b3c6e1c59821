// useFollowedTab shows the followed tab's address: nothing read until the first answer, then the
// answer to the latest question only, and only from the source it is handed now.
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { TabSource } from '../../../lib/ui/followed-tab';
import { useFollowedTab } from '../../../lib/ui/use-followed-tab';

afterEach(cleanup);

function Shows(props: { source: TabSource }) {
  const { url, read } = useFollowedTab(props.source);
  return <output>{read ? (url ?? 'no address') : 'reading'}</output>;
}

const shown = () => screen.getByRole('status').textContent;

/** A source whose answers the test gives, question by question, in any order. */
function scripted() {
  const questions: ((url: string | undefined) => void)[] = [];
  const listeners = new Set<(url?: string) => void>();
  const source: TabSource = {
    current: () =>
      new Promise((resolve) => {
        questions.push(resolve);
      }),
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  /** The tab switched or navigated: every listener asks again. */
  const switched = () => {
    for (const listener of listeners) listener();
  };
  /** The tab navigated, and the browser said where. */
  const navigated = (url: string) => {
    for (const listener of listeners) listener(url);
  };
  return { source, questions, listeners, switched, navigated };
}

describe('useFollowedTab', () => {
  it('shows nothing read until the browser answers, then its address', async () => {
    const tab = scripted();
    render(<Shows source={tab.source} />);
    expect(shown()).toBe('reading');
    await act(async () => tab.questions[0]!('https://arxiv.org/abs/2607.21653'));
    expect(shown()).toBe('https://arxiv.org/abs/2607.21653');
  });

  it('shows a tab without an address as read, with no address', async () => {
    const tab = scripted();
    render(<Shows source={tab.source} />);
    await act(async () => tab.questions[0]!(undefined));
    expect(shown()).toBe('no address');
  });

  it('shows the address a navigation brings at once, asking nothing, and a question still out no longer counts', async () => {
    const tab = scripted();
    render(<Shows source={tab.source} />);
    await act(async () => tab.questions[0]!('https://arxiv.org/abs/2607.21653'));
    act(() => tab.switched());
    act(() => tab.navigated('https://arxiv.org/pdf/2607.00001'));
    expect(tab.questions).toHaveLength(2);
    expect(shown()).toBe('https://arxiv.org/pdf/2607.00001');
    await act(async () => tab.questions[1]!('https://arxiv.org/abs/2607.21653'));
    expect(shown()).toBe('https://arxiv.org/pdf/2607.00001');
  });

  it('after a quick switch, keeps the latest tab’s address when the earlier answer comes last', async () => {
    const tab = scripted();
    render(<Shows source={tab.source} />);
    act(() => tab.switched());
    expect(tab.questions).toHaveLength(2);
    await act(async () => tab.questions[1]!('https://github.com/owner/repo'));
    await act(async () => tab.questions[0]!('https://arxiv.org/abs/2607.21653'));
    expect(shown()).toBe('https://github.com/owner/repo');
  });

  it('follows the new source it is handed, and no longer hears or shows the old one', async () => {
    const first = scripted();
    const second = scripted();
    const { rerender } = render(<Shows source={first.source} />);
    await act(async () => rerender(<Shows source={second.source} />));
    expect(first.listeners.size).toBe(0);
    await act(async () => second.questions[0]!('https://github.com/owner/repo'));
    await act(async () => first.questions[0]!('https://arxiv.org/abs/2607.21653'));
    expect(shown()).toBe('https://github.com/owner/repo');
    act(() => first.switched());
    expect(first.questions).toHaveLength(1);
  });
});
