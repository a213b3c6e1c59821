// A page's panel asks the background only what its first answer (openPanel) says is on: with
// Papers with Code off and the GitHub check off and its offer answered, the record is all it asks.
import { act, cleanup, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { onMessage, type PanelStart } from '../../../lib/messaging/protocol';
import { PanelApp } from '../../../mounts/panel-app';
import { found, realView } from '../components/views';

const ARXIV_ID = '2607.21653';
const start = (asks: PanelStart['asks']): PanelStart => ({ collapsed: false, lookup: found(realView()), asks });

// The background's side, on the fake browser's runtime: each message the panel sends is noted.
let asked: string[] = [];
let removals: (() => void)[] = [];
beforeEach(() => {
  fakeBrowser.reset();
  asked = [];
  removals = [];
  removals.push(
    onMessage('getSecondOpinion', () => {
      asked.push('getSecondOpinion');
      return { status: 'off' };
    }),
  );
  removals.push(
    onMessage('getRepoStates', () => {
      asked.push('getRepoStates');
      return { checking: false, offer: false, states: [] };
    }),
  );
  removals.push(
    onMessage('getPaper', () => {
      asked.push('getPaper');
      return found(realView());
    }),
  );
});
afterEach(() => {
  cleanup();
  for (const remove of removals) remove();
});

describe('PanelApp: what it asks beside the record', () => {
  it.each([
    [{ second: false, states: false }, []],
    [{ second: true, states: false }, ['getSecondOpinion']],
    [{ second: false, states: true }, ['getRepoStates']],
    [{ second: true, states: true }, ['getRepoStates', 'getSecondOpinion']],
  ])('asks %o: sends %o', async (asks, messages) => {
    const view = render(<PanelApp arxivId={ARXIV_ID} start={start(asks)} theme="light" named={[]} />);
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    expect(asked.sort()).toEqual(messages);
    // The record itself came with the first answer: the panel shows it without asking again.
    expect(view.container.textContent).toContain('NVIDIA-NeMo/labs-molt');
  });
});
