// GitHub's embedded payload read defensively: what counts as an object inside it, and each script
// read once though several selectors find it.
import { describe, expect, it } from 'vitest';
import { embeddedPayloads, field, text } from '../../../../lib/pages/github/embedded-data';

describe('field and text', () => {
  it.each([
    ['an object', { a: { b: 1 } }, { b: 1 }],
    ['a list', { a: [1] }, null],
    ['null', { a: null }, null],
    ['text', { a: 'x' }, null],
    ['a missing key', {}, null],
  ])('field reads %s as %j', (_, value, expected) => {
    expect(field(value, 'a')).toEqual(expected);
  });

  it.each([
    ['null', null],
    ['text', 'payload'],
    ['a number', 7],
  ])('field and text read a %s as holding nothing', (_, value) => {
    expect(field(value, 'length')).toBeNull();
    expect(text(value, 'length')).toBeNull();
  });

  it('reads nothing from what is no object, though it has properties of its own', () => {
    expect(text('main', '0')).toBeNull();
    expect(
      field(
        Object.assign(() => 0, { a: { b: 1 } }),
        'a',
      ),
    ).toBeNull();
  });

  it('text reads only text', () => {
    expect(text({ a: 'main' }, 'a')).toBe('main');
    expect(text({ a: 3 }, 'a')).toBeNull();
  });
});

describe('embeddedPayloads', () => {
  it('reads a script that every selector finds once', () => {
    document.body.innerHTML = `<react-app app-name="code-view"><script type="application/json" data-target="react-app.embeddedData">${JSON.stringify({ payload: { path: 'a.py' } })}</script></react-app>`;
    expect(embeddedPayloads(document)).toEqual([{ path: 'a.py' }]);
  });

  it('skips a script that is no JSON or holds no payload object', () => {
    document.body.innerHTML = [
      '<script type="application/json" data-target="react-app.embeddedData">{not json</script>',
      '<script type="application/json" data-target="react-app.embeddedData">{"payload": [1]}</script>',
      '<script type="application/json" data-target="react-app.embeddedData">{"payload": {"ok": true}}</script>',
    ].join('');
    expect(embeddedPayloads(document)).toEqual([{ ok: true }]);
  });
});
