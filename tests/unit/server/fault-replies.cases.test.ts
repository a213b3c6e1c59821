// @vitest-environment node
// What the fault mode makes of an answer, at each edge its planning branches on: a 200 that holds no
// record (an intercept's answer may be anything), a section whose parent is missing or not an
// object, a section that held a number or a yes/no, and the proxy page's own headers.
import { describe, expect, it } from 'vitest';
import { BROKEN, breakSection, NOT_JSON_BODY, planReply } from '../../../server/fault-replies';

const ok = (body: string) => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body });
const bodyOf = (plan: ReturnType<typeof planReply>) => (plan.kind === 'reply' ? plan.reply.body : null);

describe('planReply over a 200 that holds no record', () => {
  it.each(['42', '"text"', '[1,2]', 'null', 'not json'])('break-section leaves %j as it is', (body) => {
    expect(bodyOf(planReply(ok(body), { fault: 'break-section', section: 'about' }))).toBe(body);
  });

  it.each(['42', '[1,2]', 'null', 'not json'])('huge pads an empty object for %j, nothing of it kept', (body) => {
    const padded = JSON.parse(bodyOf(planReply(ok(body), { fault: 'huge', bytes: 60 }))!);
    expect([Object.keys(padded), JSON.stringify(padded).length]).toEqual([['padding'], 60]);
  });
});

describe('planReply for not-json', () => {
  it('answers 200 with a proxy’s HTML page, its type and no-store said', () => {
    expect(planReply(ok('{}'), { fault: 'not-json' })).toEqual({
      kind: 'reply',
      reply: { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }, body: NOT_JSON_BODY },
      delayMs: 0,
      trickleMs: 0,
      chunks: 1,
      length: true,
    });
  });
});

describe('breakSection at its edges', () => {
  it.each([
    ['missing', {}],
    ['null', { syntology: null }],
    ['a list', { syntology: [1] }],
    ['text', { syntology: 'x' }],
  ])('a parent that is %s becomes an object holding the broken section', (_, record) => {
    expect(breakSection(record, 'syntology.samples')).toEqual({ syntology: { samples: BROKEN } });
  });

  it.each([
    ['a number', 3],
    ['a yes/no', true],
    ['text', 'T'],
  ])('a section that held %s becomes a list', (_, value) => {
    expect(breakSection({ title: value }, 'title')).toEqual({ title: [BROKEN] });
  });

  it.each([
    ['a list', [1]],
    ['an object', { a: 1 }],
    ['null', null],
  ])('a section that held %s becomes text', (_, value) => {
    expect(breakSection({ about: value }, 'about')).toEqual({ about: BROKEN });
  });
});
