import { describe, expect, it } from 'vitest';
import { collapsedRequest, fromExtensionPage, paperRequest, repoRequest, requireExtensionPage, sourceRequest } from '../../../lib/messaging/validate';

const ROOT = 'chrome-extension://abcdefghijklmnop/';

describe('payload checks', () => {
  it.each([
    ['a number', { arxivId: 42 }],
    ['an object', { arxivId: { toString: 'x' } }],
    ['3 MB of text', { arxivId: 'x'.repeat(3_000_000) }],
    ['no payload', undefined],
    ['an array', ['2607.21653']],
  ])('getPaper refuses %s, with a plain message and no stack of ours', (_what, data) => {
    let caught: unknown;
    try {
      paperRequest(data);
    } catch (error) {
      caught = error;
    }
    expect((caught as Error).message).toMatch(/^Paper Code Lens refused the message: getPaper needs (an arXiv id as text|an object)$/);
    expect((caught as Error).stack).not.toMatch(/validate\.ts|at /);
  });

  it('getPaper takes any text an id reader may read', () => {
    expect(paperRequest({ arxivId: 'https://arxiv.org/abs/2607.21653v2' })).toEqual({ arxivId: 'https://arxiv.org/abs/2607.21653v2' });
  });

  it.each([
    ['an owner with a slash', { owner: 'a/b', name: 'c', citedIds: [] }],
    ['an owner over 39 characters', { owner: 'a'.repeat(40), name: 'c', citedIds: [] }],
    ['a name with a space', { owner: 'a', name: 'c d', citedIds: [] }],
    ['cited ids that are not a list', { owner: 'a', name: 'b', citedIds: '2607.21653' }],
    ['1,001 cited ids', { owner: 'a', name: 'b', citedIds: Array.from({ length: 1001 }, () => '2607.21653') }],
    ['a cited id that is not text', { owner: 'a', name: 'b', citedIds: [7] }],
  ])('getRepo refuses %s', (_what, data) => {
    expect(() => repoRequest(data)).toThrow(/refused the message: getRepo/);
  });

  it('getRepo takes a repository and its cited ids, and no list as none', () => {
    expect(repoRequest({ owner: 'NVIDIA-NeMo', name: 'labs-molt', citedIds: ['2607.21653'] })).toEqual({
      owner: 'NVIDIA-NeMo',
      name: 'labs-molt',
      citedIds: ['2607.21653'],
    });
    expect(repoRequest({ owner: 'a', name: 'b.c_d-e' }).citedIds).toEqual([]);
  });

  it.each([
    ['https://records.example', 'https://records.example'],
    ['https://records.example/v1/', 'https://records.example/v1'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
  ])('checkSource takes %s as %s', (base, expected) => {
    expect(sourceRequest({ base })).toEqual({ base: expected });
  });

  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'https://records.example/?path=/admin',
    'https://records.example/#x',
    'https://user:pw@records.example',
    'not a url',
    42,
  ])('checkSource refuses %s', (base) => {
    expect(() => sourceRequest({ base })).toThrow(/checkSource needs an http\(s\) address/);
  });

  it.each([
    ['true', 'true'],
    ['1', 1],
    ['3 MB', 'x'.repeat(3_000_000)],
    ['null', null],
  ])('setPanelCollapsed refuses %s', (_what, collapsed) => {
    expect(() => collapsedRequest({ collapsed })).toThrow('Paper Code Lens refused the message: setPanelCollapsed needs true or false');
  });
});

describe('who may send', () => {
  it.each([
    ['the options page', { url: `${ROOT}options.html` }, true],
    ['the popup', { url: `${ROOT}popup.html` }, true],
    ['a content script on arXiv', { url: 'https://arxiv.org/abs/2607.21653', tab: { id: 1 } }, false],
    ['another extension’s page', { url: 'chrome-extension://other/options.html' }, false],
    ['a sender with no address', {}, false],
    ['a sender whose address is no URL', { url: 'options.html' }, false],
    ['no sender', undefined, false],
  ])('%s: %s', (_what, sender, allowed) => {
    expect(fromExtensionPage(sender, ROOT)).toBe(allowed);
    if (!allowed) expect(() => requireExtensionPage(sender, ROOT, 'clearCache')).toThrow("clearCache is taken only from the extension's own pages");
  });
});
