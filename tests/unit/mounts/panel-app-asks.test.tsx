// A page's panel asks the background only what its first answer (openPanel) says is on: with
// Papers with Code off and the GitHub check off and its offer answered, the record is all it asks.
import { act, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PanelStart } from '../../../lib/messaging/protocol';
import { found, realView } from '../components/views';

const { send } = vi.hoisted(() => ({ send: vi.fn() }));
vi.mock('../../../lib/messaging/protocol', () => ({ sendMessage: send }));

const ARXIV_ID = '2607.21653';
const start = (asks: PanelStart['asks']): PanelStart => ({ collapsed: false, lookup: found(realView()), asks });
const asked = () => send.mock.calls.map(([message]) => message as string);

// The panel is imported afresh for each test, and so from this file's mock of the messaging: in the
// mutation run's shared module graph, another file may have loaded it with the real one first.
beforeEach(() => vi.resetModules());
afterEach(() => send.mockReset());

describe('PanelApp: what it asks beside the record', () => {
  it.each([
    [{ second: false, states: false }, []],
    [{ second: true, states: false }, ['getSecondOpinion']],
    [{ second: false, states: true }, ['getRepoStates']],
    [{ second: true, states: true }, ['getSecondOpinion', 'getRepoStates']],
  ])('asks %o: sends %o', async (asks, messages) => {
    send.mockImplementation(async (message: string) => (message === 'getSecondOpinion' ? { status: 'off' } : { checking: false, offer: false, states: [] }));
    const { PanelApp } = await import('../../../mounts/panel-app');
    const view = render(<PanelApp arxivId={ARXIV_ID} start={start(asks)} theme="light" named={[]} />);
    await act(async () => undefined);
    expect(asked().sort()).toEqual([...messages].sort());
    // The record itself came with the first answer: the panel shows it without asking again.
    expect(view.container.textContent).toContain('NVIDIA-NeMo/labs-molt');
  });
});
