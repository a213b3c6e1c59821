// For scripts that start at document_start: the point where the page's elements are all there.

/**
 * Resolves once the document is parsed (at once when it already is). A listener added at
 * document_start runs before any the page adds, so what mounts here can be in the page's first paint.
 * @example await domReady(document); scanAbstractPage(document, url)
 */
export function domReady(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: a promise settles once, so a listener left behind after DOMContentLoaded changes nothing
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
