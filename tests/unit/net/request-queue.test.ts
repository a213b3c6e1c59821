import { expect, it } from 'vitest';
import { createRequestQueue } from '../../../lib/net/request-queue';
import { deferred } from '../support/deferred';

it('runs at most the limit at once and starts the next when one ends', async () => {
  const queue = createRequestQueue(2);
  const gates = [deferred<number>(), deferred<number>(), deferred<number>()];
  let started = 0;
  const results = gates.map((gate, i) =>
    queue.run(`k${i}`, () => {
      started++;
      return gate.promise;
    }),
  );
  await Promise.resolve();
  expect([started, queue.active, queue.queued]).toEqual([2, 2, 1]);
  gates[0]!.resolve(0);
  await results[0];
  await Promise.resolve();
  expect(started).toBe(3);
  gates[1]!.resolve(1);
  gates[2]!.resolve(2);
  expect(await Promise.all(results)).toEqual([0, 1, 2]);
  expect(queue.active).toBe(0);
});

it('shares one task between identical keys while it is under way', async () => {
  const queue = createRequestQueue(4);
  let calls = 0;
  const gate = deferred<string>();
  const a = queue.run('same', () => {
    calls++;
    return gate.promise;
  });
  const b = queue.run('same', () => {
    calls++;
    return gate.promise;
  });
  gate.resolve('answer');
  expect(await Promise.all([a, b])).toEqual(['answer', 'answer']);
  expect(calls).toBe(1);
  await queue.run('same', async () => calls++);
  expect(calls).toBe(2);
});

it('frees the slot when a task fails', async () => {
  const queue = createRequestQueue(1);
  await expect(queue.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  expect(await queue.run('b', async () => 'next')).toBe('next');
});
