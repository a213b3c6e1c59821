// Finds, on a GitHub file page, the block of shown code above which the file strip goes.
import { FILE_CONTENT } from './selectors';

/**
 * @example findFileStripAnchor(document)?.localName // 'section'
 */
export function findFileStripAnchor(doc: Document): Element | null {
  for (const selector of FILE_CONTENT) {
    const found = doc.querySelector(selector);
    // The textarea sits inside the code block; the strip goes above that whole block.
    if (found) return found.localName === 'textarea' ? (found.parentElement ?? found) : found;
  }
  return null;
}
