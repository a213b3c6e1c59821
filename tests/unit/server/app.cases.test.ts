// @vitest-environment node
// The record server's paths at the edges its reading branches on: where a path must start, and the
// one trailing slash it forgives.
import { describe, expect, it } from 'vitest';
import { loadRecordData, route } from '../../../server/app';
import { FIXTURES } from './helpers';

const data = loadRecordData(FIXTURES);

describe('route: the shape of a path', () => {
  it.each([
    ['/health', 200],
    ['/health/', 200],
    ['/health//', 404],
    ['health', 404],
    ['x/health', 404],
    ['', 404],
    ['/', 404],
  ])('answers %j with %i', (path, status) => {
    expect(route(data, 'GET', path).status).toBe(status);
  });
});
