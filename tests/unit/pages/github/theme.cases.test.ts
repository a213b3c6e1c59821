// GitHub's theme as its root element names it, written by hand or by an extension: spaces and
// capitals around the names, and pages that cannot say at all.
import { describe, expect, it } from 'vitest';
import { githubTheme } from '../../../../lib/pages/github/theme';

function page(attributes: Record<string, string>): Document {
  const doc = document.implementation.createHTMLDocument('repo');
  for (const [name, value] of Object.entries(attributes)) doc.documentElement.setAttribute(name, value);
  return doc;
}

describe('githubTheme', () => {
  it.each([
    [{ 'data-color-mode': ' DARK ', 'data-dark-theme': 'dark_dimmed' }, 'dark'],
    [{ 'data-color-mode': 'dark', 'data-dark-theme': ' Light_high_contrast' }, 'light'],
    [{ 'data-color-mode': 'light', 'data-light-theme': ' DARK_tritanopia ' }, 'dark'],
    [{ 'data-color-mode': 'dark', 'data-dark-theme': 'solarized' }, 'dark'],
    [{ 'data-color-mode': 'sepia' }, 'light'],
  ])('reads %j as %s', (attributes, theme) => {
    expect(githubTheme(page(attributes))).toBe(theme);
  });

  it('reads a document with no root element as light, GitHub’s default', () => {
    expect(githubTheme(document.implementation.createDocument(null, null))).toBe('light');
  });

  it('follows the system on auto, and says light where no window can tell', () => {
    const detached = page({ 'data-color-mode': 'auto', 'data-light-theme': 'light', 'data-dark-theme': 'dark' });
    expect(detached.defaultView).toBeNull();
    expect(githubTheme(detached)).toBe('light');
  });
});
