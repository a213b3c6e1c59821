import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../../lib/ui/wait-for';

/** A wait long enough that a case which settles on its own never reaches it. */
const LONG = 10_000;

/** Resolves 'pending' if `promise` has not settled within `ms`: a wait still running. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms))]);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The header the page draws late, looked for the way a content script does. */
const header = () => document.querySelector<HTMLElement>('main h1');

/** A `<main>` two levels under <html>, so only a subtree watch sees what is added to it. */
function addMain(): HTMLElement {
  const wrap = document.createElement('div');
  const main = document.createElement('main');
  wrap.append(main);
  document.body.append(wrap);
  return main;
}

function addHeader(main: HTMLElement, text: string): HTMLElement {
  const h1 = document.createElement('h1');
  h1.textContent = text;
  main.append(h1);
  return h1;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('waitFor', () => {
  it('answers at once with what the page already shows', async () => {
    const h1 = addHeader(addMain(), 'Attention Is All You Need');
    await expect(within(waitFor(document, header, { signal: new AbortController().signal, timeoutMs: LONG }), 50)).resolves.toBe(h1);
  });

  it('answers null at once when the page has already been left', async () => {
    const gone = new AbortController();
    gone.abort();
    await expect(within(waitFor(document, header, { signal: gone.signal, timeoutMs: LONG }), 50)).resolves.toBeNull();
  });

  it('keeps waiting while the page lacks the element, then answers with it once drawn deep in the page', async () => {
    const main = addMain();
    const waiting = waitFor(document, header, { signal: new AbortController().signal, timeoutMs: LONG });
    await expect(within(waiting, 30)).resolves.toBe('pending');
    const h1 = addHeader(main, 'Drawn by script');
    await expect(within(waiting, 500)).resolves.toBe(h1);
  });

  it('keeps waiting past a change that does not draw the element', async () => {
    const main = addMain();
    const waiting = waitFor(document, header, { signal: new AbortController().signal, timeoutMs: LONG });
    main.append(document.createElement('p'));
    await expect(within(waiting, 60)).resolves.toBe('pending');
    const h1 = addHeader(main, 'Later');
    await expect(within(waiting, 500)).resolves.toBe(h1);
  });

  it('checks the page once a frame, not once a change', async () => {
    const main = addMain();
    let checks = 0;
    const counting = () => {
      checks += 1;
      return header();
    };
    const controller = new AbortController();
    const waiting = waitFor(document, counting, { signal: controller.signal, timeoutMs: LONG });
    expect(checks).toBe(1);
    // Three separate changes, each seen by the observer on its own, all before the next frame.
    main.append(document.createElement('p'));
    await Promise.resolve();
    main.append(document.createElement('p'));
    await Promise.resolve();
    main.append(document.createElement('p'));
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(checks).toBe(2);
    controller.abort();
    await expect(waiting).resolves.toBeNull();
  });

  it('gives up with null at the timeout', async () => {
    addMain();
    await expect(within(waitFor(document, header, { signal: new AbortController().signal, timeoutMs: 20 }), 300)).resolves.toBeNull();
  });

  it('ends the wait with null when the page is left mid-wait', async () => {
    const main = addMain();
    const controller = new AbortController();
    const waiting = waitFor(document, header, { signal: controller.signal, timeoutMs: LONG });
    await tick();
    controller.abort();
    await expect(within(waiting, 50)).resolves.toBeNull();
    // Nothing drawn after the wait ended brings it back.
    addHeader(main, 'Too late');
    await expect(waiting).resolves.toBeNull();
  });

  it('leaves no listener on the page signal once it has the element', async () => {
    const main = addMain();
    const controller = new AbortController();
    const listening = new Set<unknown>();
    const { signal } = controller;
    const add = signal.addEventListener.bind(signal);
    const remove = signal.removeEventListener.bind(signal);
    signal.addEventListener = ((type: string, listener: EventListener, options?: AddEventListenerOptions) => {
      listening.add(`${type}`);
      add(type, listener, options);
    }) as typeof signal.addEventListener;
    signal.removeEventListener = ((type: string, listener: EventListener) => {
      listening.delete(`${type}`);
      remove(type, listener);
    }) as typeof signal.removeEventListener;
    const waiting = waitFor(document, header, { signal, timeoutMs: LONG });
    expect([...listening]).toEqual(['abort']);
    const h1 = addHeader(main, 'Found');
    await expect(waiting).resolves.toBe(h1);
    expect([...listening]).toEqual([]);
  });
});
