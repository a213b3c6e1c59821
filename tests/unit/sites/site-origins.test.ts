// Which granted origins are sites the reader turned on, and the pattern a page's site is asked under.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteHost, siteOrigins, sitePattern } from '../../../lib/sites/site-origins';

describe('sitePattern', () => {
  it.each([
    ['https://huggingface.co/papers/2607.21653', 'https://huggingface.co/*'],
    ['https://scholar.google.de/scholar?q=molt', 'https://scholar.google.de/*'],
    ['http://127.0.0.1:8080/post', 'http://127.0.0.1/*'],
    ['HTTPS://News.YCombinator.com/item?id=1', 'https://news.ycombinator.com/*'],
    ['chrome://extensions', null],
    ['file:///home/me/paper.pdf', null],
    ['about:blank', null],
    ['not a url', null],
    [undefined, null],
  ])('%s → %s', (url, pattern) => {
    expect(sitePattern(url)).toBe(pattern);
  });
});

describe('siteOrigins', () => {
  it('keeps the sites, in order, once each, and drops ours, the record source and wide grants', () => {
    const granted = [
      'https://arxiv.org/*',
      'https://github.com/*',
      'https://huggingface.co/*',
      'https://codewithpapers.app/*',
      'https://*/*',
      'http://*/*',
      'https://www.arxiv.org/*',
      'https://scholar.google.de/*',
      'https://huggingface.co/*',
      'https://records.lab.example/*',
      'https://gist.github.com/*',
    ];
    expect(siteOrigins(granted, ['codewithpapers.app', 'records.lab.example'])).toEqual(['https://huggingface.co/*', 'https://scholar.google.de/*']);
  });

  it('does not mistake a host that merely ends like ours for ours', () => {
    expect(siteOrigins(['https://notarxiv.org/*', 'https://mygithub.com/*'], [])).toEqual(['https://notarxiv.org/*', 'https://mygithub.com/*']);
  });

  it('ignores what is no whole-site pattern', () => {
    expect(siteOrigins(['https://lab.example/papers/*', '<all_urls>', 'ftp://lab.example/*', ''], [])).toEqual([]);
  });

  it('reads any list, including long hostile ones, without throwing and in linear time', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 200 }), { maxLength: 50 }), fc.array(fc.string(), { maxLength: 3 }), (granted, hosts) => {
        const sites = siteOrigins(granted, hosts);
        for (const site of sites) expect(granted).toContain(site);
      }),
    );
    const long = `https://${'a.'.repeat(50_000)}example/*`;
    const started = performance.now();
    siteOrigins([long, long], ['x'.repeat(100_000)]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('siteHost', () => {
  it('names the host of a site pattern, and leaves anything else as it is', () => {
    expect(siteHost('https://scholar.google.co.uk/*')).toBe('scholar.google.co.uk');
    expect(siteHost('garbage')).toBe('garbage');
  });
});
