import { describe, expect, it } from 'vitest';
import { attributionOf } from '../../../lib/record/derive-attribution';
import { httpsOn, LICENCE_HOSTS, recordPageUrl, SYNTOLOGY_HOSTS } from '../../../lib/record/record-links';

const LOOPBACK = 'http://127.0.0.1:8787';
const ABOUT = {
  site: 'https://codewithpapers.app',
  licence: 'CC BY-SA 4.0',
  licence_url: 'https://creativecommons.org/licenses/by-sa/4.0/legalcode',
  attribution: 'https://codewithpapers.app/attribution',
  modified: null,
  non_affiliation: null,
};

describe('the record page link', () => {
  it.each([
    ['a path, on the chosen source', '/paper/arxiv-2607-21653', 'http://127.0.0.1:8787/paper/arxiv-2607-21653'],
    ['a full address on the chosen source', 'http://127.0.0.1:8787/paper/x', 'http://127.0.0.1:8787/paper/x'],
    ['the public site when the source is elsewhere', 'https://codewithpapers.app/paper/x', null],
    ['another site', 'https://evil.example/paper/x', null],
    ['a protocol-relative path', '//evil.example/paper/x', null],
    ['another port of the loopback host', 'http://127.0.0.1:9999/paper/x', null],
    ['not text', 42, null],
  ])('%s', (_what, path, expected) => {
    expect(recordPageUrl(path, LOOPBACK)).toBe(expected);
  });
});

describe('the attribution links of a record served from another source', () => {
  it('keeps the publisher’s site and attribution page and the licence on creativecommons.org', () => {
    const view = attributionOf(ABOUT, null, LOOPBACK);
    expect([view.site, view.attributionUrl, view.licenceUrl]).toEqual([
      'https://codewithpapers.app/',
      'https://codewithpapers.app/attribution',
      'https://creativecommons.org/licenses/by-sa/4.0/legalcode',
    ]);
  });

  it('shows as text a site, attribution page and licence that lead anywhere else', () => {
    const hostile = {
      ...ABOUT,
      site: 'https://codewithpapers.app.evil.example',
      attribution: 'https://evil.example/attribution',
      licence_url: 'https://creativecommons.org.evil.example/by-sa',
    };
    const view = attributionOf(hostile, null, LOOPBACK);
    expect([view.site, view.attributionUrl, view.licenceUrl]).toEqual([null, null, null]);
    expect(view.licence).toBe('CC BY-SA 4.0');
  });

  it('keeps the chosen source’s own pages', () => {
    const view = attributionOf({ ...ABOUT, site: LOOPBACK, attribution: `${LOOPBACK}/attribution` }, null, LOOPBACK);
    expect([view.site, view.attributionUrl]).toEqual(['http://127.0.0.1:8787/', 'http://127.0.0.1:8787/attribution']);
  });
});

describe('links to a named site', () => {
  it.each([
    ['https://syntology.ai/paper/2607.21653', SYNTOLOGY_HOSTS, 'https://syntology.ai/paper/2607.21653'],
    ['https://www.syntology.ai/developers', SYNTOLOGY_HOSTS, 'https://www.syntology.ai/developers'],
    ['http://syntology.ai/paper/x', SYNTOLOGY_HOSTS, null],
    ['https://syntology.ai.evil.example/', SYNTOLOGY_HOSTS, null],
    ['https://evilsyntology.ai/', SYNTOLOGY_HOSTS, null],
    ['https://user@syntology.ai/', SYNTOLOGY_HOSTS, null],
    ['https://arxiv.org/licenses/nonexclusive-distrib/1.0/license.html', LICENCE_HOSTS, 'https://arxiv.org/licenses/nonexclusive-distrib/1.0/license.html'],
    ['https://opensource.org/license/apache-2-0', LICENCE_HOSTS, 'https://opensource.org/license/apache-2-0'],
    ['javascript:alert(1)', LICENCE_HOSTS, null],
  ])('%s', (url, hosts, expected) => {
    expect(httpsOn(url, hosts)).toBe(expected);
  });
});
