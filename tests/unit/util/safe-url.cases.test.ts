// The gate every record-supplied address passes: spaces of any kind around an address as a record
// may carry them, and what is no address at all.
import { describe, expect, it } from 'vitest';
import { safeHttpUrl, safeSiteUrl } from '../../../lib/util/safe-url';

describe('safeHttpUrl', () => {
  it('takes an address with non-breaking and wide spaces around it', () => {
    expect(safeHttpUrl('\u00a0https://github.com/a/b\u2003')).toBe('https://github.com/a/b');
  });

  it('resolves a path with spaces around it against its site', () => {
    expect(safeHttpUrl('\u00a0/paper/arxiv-2607-21653 ', 'https://codewithpapers.app')).toBe('https://codewithpapers.app/paper/arxiv-2607-21653');
  });

  it.each(['', '   ', '\u00a0'])('gives null for blank text %j, which a base would otherwise turn into the base', (value) => {
    expect(safeHttpUrl(value, 'https://codewithpapers.app/paper/x')).toBeNull();
  });

  it.each(['', '   ', 42, null, undefined, 'javascript:alert(1)', 'data:text/html,x', '/relative'])('gives null for %j', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });
});

describe('safeSiteUrl', () => {
  it('keeps a path on its site and refuses one that leaves it', () => {
    expect(safeSiteUrl('/repo/a/b', 'https://codewithpapers.app')).toBe('https://codewithpapers.app/repo/a/b');
    expect(safeSiteUrl('//elsewhere.example/x', 'https://codewithpapers.app')).toBeNull();
  });
});
