// Case tables for the record source address check, its host permission pattern, and whole-number fields.
import { describe, expect, it } from 'vitest';
import { checkSourceUrl, originPattern } from '../../../lib/ui/source-url';
import { readWholeNumber } from '../../../lib/ui/whole-number';

describe('checkSourceUrl', () => {
  it.each([
    ['https://codewithpapers.app', 'https://codewithpapers.app', 'https://codewithpapers.app/*'],
    ['https://codewithpapers.app/', 'https://codewithpapers.app', 'https://codewithpapers.app/*'],
    ['  https://records.example.org/base// ', 'https://records.example.org/base', 'https://records.example.org/*'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787', 'http://127.0.0.1/*'],
    ['HTTP://LOCALHOST:9000/x', 'http://localhost:9000/x', 'http://localhost/*'],
    ['https://Records.Example.org/Base/', 'https://records.example.org/Base', 'https://records.example.org/*'],
  ])('%j is usable as %s, needing %s', (text, base, origin) => {
    expect(checkSourceUrl(text)).toEqual({ ok: true, base, origin });
  });

  it.each([
    ['', /Type the address/],
    ['   ', /Type the address/],
    ['codewithpapers.app', /not a web address.*https:\/\//],
    ['/records/', /"\/records" is not a web address/],
    ['ftp://example.org', /https:\/\/ or http:\/\/ address, not ftp:/],
    ['javascript:alert(1)', /https:\/\/ or http:\/\/ address, not javascript:/],
    ['file:///etc/passwd', /not file:/],
    ['https://user:pw@example.org', /cannot hold a user name or password/],
    ['https://user@example.org', /cannot hold a user name or password/],
    ['https://:pw@example.org', /cannot hold a user name or password/],
    ['https://example.org/?q=1', /\? query or a # part/],
    ['https://example.org/#top', /\? query or a # part/],
  ])('%j is refused, saying so plainly', (text, problem) => {
    const checked = checkSourceUrl(text);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problem).toMatch(problem);
  });
});

describe('originPattern', () => {
  it('matches the host on any port and path, as wxt.config.ts writes the default', () => {
    expect(originPattern('https://codewithpapers.app')).toBe('https://codewithpapers.app/*');
    expect(originPattern('http://127.0.0.1:8787/records')).toBe('http://127.0.0.1/*');
  });
});

describe('readWholeNumber', () => {
  const range = { min: 1, max: 720 };
  it.each([
    ['1', 1],
    ['24', 24],
    [' 48 ', 48],
    ['720', 720],
    ['0024', 24],
  ])('%j reads as %d', (text, value) => {
    expect(readWholeNumber(text, range)).toBe(value);
  });

  it.each(['', '0', '721', '-1', '2.5', '1e2', 'abc', '24 hours', '99999999999'])('%j is refused', (text) => {
    expect(readWholeNumber(text, range)).toBeNull();
  });
});
