// What "Scan this page" reads from a tab's text: the visible text cut at the limit, nothing from a
// document without a body.
import { afterEach, describe, expect, it } from 'vitest';
import { collectPageNames } from '../../../lib/pages/page-names';

// The same body element goes back: Testing Library's `screen` holds the body it found at import, and
// in the mutation run one module graph serves every file.
const body = document.body;
afterEach(() => {
  if (!body.isConnected) document.documentElement.append(body);
  body.innerHTML = '';
});

describe('collectPageNames reads the page text', () => {
  it.each([
    [100, 'See arXiv:2607.21653.'],
    [21, 'See arXiv:2607.21653.'],
    [20, 'See arXiv:2607.21653'],
  ])('within a limit of %i characters: %j', (limit, expected) => {
    document.body.innerHTML = '<p>See arXiv:2607.21653.</p>';
    expect(collectPageNames({ links: 10, text: limit }).text).toBe(expected);
  });

  it('gives no text and no links for a document without a body', () => {
    document.body.remove();
    expect(document.body).toBeNull();
    expect(collectPageNames({ links: 10, text: 100 })).toEqual({ links: [], text: '' });
  });
});
