// usePaperLookup: asks once per paper, shows an answer the caller already has without asking, and Retry asks again.
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaperLookup } from '../../../lib/record/view-types';
import { usePaperLookup } from '../../../lib/ui/use-paper-lookup';

afterEach(cleanup);

const none = (arxivId: string): PaperLookup => ({ status: 'none', arxivId });

function Probe(props: { ask: (id: string) => Promise<PaperLookup>; initial?: PaperLookup }) {
  const { lookup, retry } = usePaperLookup('2607.21653', props.ask, props.initial);
  return (
    <button type="button" onClick={retry}>
      {lookup ? lookup.status : 'loading'}
    </button>
  );
}

describe('usePaperLookup', () => {
  it('shows loading, then the answer it asked for', async () => {
    const ask = vi.fn(async (id: string) => none(id));
    render(<Probe ask={ask} />);
    expect(screen.getByRole('button').textContent).toBe('loading');
    await vi.waitFor(() => expect(screen.getByRole('button').textContent).toBe('none'));
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('shows an answer it was given at once, asks nothing, and asks on Retry', async () => {
    const ask = vi.fn(async (): Promise<PaperLookup> => ({ status: 'unreachable', problem: 'down' }));
    render(<Probe ask={ask} initial={none('2607.21653')} />);
    expect(screen.getByRole('button').textContent).toBe('none');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ask).not.toHaveBeenCalled();
    await act(() => screen.getByRole('button').click());
    await vi.waitFor(() => expect(screen.getByRole('button').textContent).toBe('unreachable'));
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
