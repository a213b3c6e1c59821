import { describe, expect, it } from 'vitest';
import { findFileStripAnchor } from '../../../../lib/pages/github/file-strip-anchor';
import { snapshotDocument } from '../../../support/snapshots';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('findFileStripAnchor', () => {
  it('is the labelled code section of the React code view', () => {
    const anchor = findFileStripAnchor(snapshotDocument('github/blob-labs-molt-loss.html'));
    expect(anchor?.localName).toBe('section');
    expect(anchor?.querySelector('#read-only-cursor-text-area')).not.toBeNull();
  });

  it.each([
    [
      'the textarea’s block',
      '<react-app app-name="code-view"><div id="block"><textarea id="read-only-cursor-text-area"></textarea></div></react-app>',
      'block',
    ],
    ['the old blob table', '<div class="blob-wrapper" id="old"><table></table></div>', 'old'],
  ])('falls back to %s', (_what, html, id) => {
    expect(findFileStripAnchor(parse(html))?.id).toBe(id);
  });

  it.each([
    ['a repository root', 'github/repo-root-labs-molt.html'],
    ['an issues page', 'github/repo-issues-labs-molt.html'],
  ])('finds nothing on %s', (_what, file) => {
    expect(findFileStripAnchor(snapshotDocument(file))).toBeNull();
  });
});
