import { describe, expect, it } from 'vitest';
import { domReady } from '../../../lib/ui/dom-ready';

/** A document whose readyState we set, as at document_start (loading) or later. */
function documentIn(state: DocumentReadyState) {
  const doc = document.implementation.createHTMLDocument('t');
  Object.defineProperty(doc, 'readyState', { value: state, configurable: true });
  return doc;
}

describe('domReady', () => {
  it('waits while the document is still loading, and resolves at DOMContentLoaded', async () => {
    const doc = documentIn('loading');
    let ready = false;
    const waiting = domReady(doc).then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ready).toBe(false);
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    await waiting;
    expect(ready).toBe(true);
  });

  it.each<DocumentReadyState>(['interactive', 'complete'])('resolves at once when the document is %s', async (state) => {
    await expect(domReady(documentIn(state))).resolves.toBeUndefined();
  });
});
