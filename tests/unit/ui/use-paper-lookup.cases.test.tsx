// usePaperLookup / useRepoLookup: a failed ask shows "unreachable" rather than spinning, an answer
// for a page left behind never replaces the current one, and a new repository is asked for.
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RepoLookup } from '../../../lib/record/repo-view-types';
import type { PaperLookup } from '../../../lib/record/view-types';
import { usePaperLookup, useRepoLookup } from '../../../lib/ui/use-paper-lookup';
import { deferred } from '../support/deferred';

afterEach(cleanup);

const shown = () => screen.getByTestId('shown').textContent;

function PaperProbe(props: { arxivId: string; ask: (id: string) => Promise<PaperLookup> }) {
  const { lookup } = usePaperLookup(props.arxivId, props.ask);
  const text =
    lookup === null ? 'loading' : lookup.status === 'none' ? `none ${lookup.arxivId}` : `${lookup.status}: ${'problem' in lookup ? lookup.problem : ''}`;
  return <output data-testid="shown">{text}</output>;
}

function RepoProbe(props: { owner: string; name: string; ask: (owner: string, name: string) => Promise<RepoLookup> }) {
  const { lookup, retry } = useRepoLookup(props.owner, props.name, props.ask);
  return (
    <button type="button" data-testid="shown" onClick={retry}>
      {lookup === null ? 'loading' : `${lookup.status}: ${lookup.problem}`}
    </button>
  );
}

describe('usePaperLookup', () => {
  it('shows the background as unreachable when the ask fails (worker stopped, extension reloaded)', async () => {
    render(<PaperProbe arxivId="2607.21653" ask={() => Promise.reject(new Error('Could not establish connection'))} />);
    await vi.waitFor(() => expect(shown()).toBe("unreachable: the extension's background did not answer"));
  });

  it('never lets a late answer for the previous paper replace the current one', async () => {
    const first = deferred<PaperLookup>();
    const second = deferred<PaperLookup>();
    const ask = vi.fn((id: string) => (id === '2607.21653' ? first.promise : second.promise));
    const { rerender } = render(<PaperProbe arxivId="2607.21653" ask={ask} />);
    rerender(<PaperProbe arxivId="1706.03762" ask={ask} />);
    await act(async () => second.resolve({ status: 'none', arxivId: '1706.03762' }));
    expect(shown()).toBe('none 1706.03762');
    await act(async () => first.resolve({ status: 'none', arxivId: '2607.21653' }));
    expect(shown()).toBe('none 1706.03762');
  });

  it('never lets a late failure for the previous paper replace the current answer', async () => {
    const first = deferred<PaperLookup>();
    const ask = vi.fn((id: string) =>
      id === '2607.21653' ? first.promise.then(() => Promise.reject(new Error('gone'))) : Promise.resolve<PaperLookup>({ status: 'none', arxivId: id }),
    );
    const { rerender } = render(<PaperProbe arxivId="2607.21653" ask={ask} />);
    rerender(<PaperProbe arxivId="1706.03762" ask={ask} />);
    await vi.waitFor(() => expect(shown()).toBe('none 1706.03762'));
    await act(async () => first.resolve({ status: 'none', arxivId: '2607.21653' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shown()).toBe('none 1706.03762');
  });
});

describe('useRepoLookup', () => {
  const invalid = (owner: string, name: string): RepoLookup => ({ status: 'invalid-repo', problem: `${owner}/${name} is not a repository` });

  it('asks for the repository it is given, and again when the page moves to another repository', async () => {
    const ask = vi.fn(async (owner: string, name: string) => invalid(owner, name));
    const { rerender } = render(<RepoProbe owner="openai" name="whisper" ask={ask} />);
    await vi.waitFor(() => expect(shown()).toBe('invalid-repo: openai/whisper is not a repository'));
    rerender(<RepoProbe owner="openai" name="gpt-2" ask={ask} />);
    await vi.waitFor(() => expect(shown()).toBe('invalid-repo: openai/gpt-2 is not a repository'));
    expect(ask.mock.calls).toEqual([
      ['openai', 'whisper'],
      ['openai', 'gpt-2'],
    ]);
  });

  it('asks the same repository again on Retry', async () => {
    const ask = vi.fn(async (owner: string, name: string) => invalid(owner, name));
    render(<RepoProbe owner="openai" name="whisper" ask={ask} />);
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    await act(() => screen.getByTestId('shown').click());
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(2));
    expect(shown()).toBe('invalid-repo: openai/whisper is not a repository');
  });
});
