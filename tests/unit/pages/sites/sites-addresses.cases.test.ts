// Which addresses the sites script treats as a paper page, as Google Scholar, or as a link to a
// paper or a repository: each site's own paths, and the look-alikes that are none of them.
import { describe, expect, it } from 'vitest';
import { linkTarget } from '../../../../lib/pages/sites/link-target';
import { paperSiteOf } from '../../../../lib/pages/sites/paper-pages';
import { isScholar } from '../../../../lib/pages/sites/scholar';

describe('paperSiteOf', () => {
  it.each([
    ['https://huggingface.co/papers/2607.21653', 'huggingface'],
    ['https://www.huggingface.co/papers/2607.21653', 'huggingface'],
    ['https://huggingface.co/models/x', null],
    ['https://hub.huggingface.co/papers/2607.21653', null],
    ['https://www.alphaxiv.org/abs/2607.21653', 'alphaxiv'],
    ['https://alphaxiv.org/overview/2607.21653', 'alphaxiv'],
    ['https://www.alphaxiv.org/explore', null],
    ['https://www.alphaxiv.org/x/abs/2607.21653', null],
    ['https://example.org/abs/2607.21653', null],
    ['https://www.semanticscholar.org/paper/Molt/abc123', 'semantic-scholar'],
    ['https://www.semanticscholar.org/arxiv/2607.21653', 'semantic-scholar'],
    ['https://www.semanticscholar.org/search?q=molt', null],
    ['https://www.semanticscholar.org/x/paper/abc', null],
    ['https://openreview.net/forum?id=abc', 'openreview'],
    ['https://openreview.net/group?id=ICLR', null],
    ['https://wwwxhuggingface.co/papers/2607.21653', null],
    // Only a leading `www.` is dropped: one inside the host leaves it another site.
    ['https://openreview.www.net/forum?id=abc', null],
    ['https://example.org/paper/abc123', null],
    ['https://example.org/forum?id=abc', null],
  ])('reads %s as %s', (address, site) => {
    expect(paperSiteOf(new URL(address))).toBe(site);
  });
});

describe('isScholar', () => {
  it.each([
    ['https://scholar.google.com/scholar?q=molt', true],
    ['https://scholar.google.co.uk/scholar?q=molt', true],
    ['https://scholar.google.de/', true],
    ['https://notscholar.google.com/', false],
    ['https://scholar.google.com.evil.example/', false],
  ])('reads %s as %s', (address, expected) => {
    expect(isScholar(new URL(address))).toBe(expected);
  });
});

describe('linkTarget', () => {
  it.each([
    ['https://arxiv.org/abs/2607.21653', { kind: 'paper', arxivId: '2607.21653' }],
    ['http://github.com/openai/whisper', { kind: 'repo', owner: 'openai', name: 'whisper' }],
    ['https://www.github.com/openai/whisper', { kind: 'repo', owner: 'openai', name: 'whisper' }],
    ['ftp://arxiv.org/abs/2607.21653', null],
    ['see https://arxiv.org/abs/2607.21653', null],
    ['git@github.com:openai/whisper.git', null],
    ['https://user@github.com/openai/whisper', null],
    ['https://user@github.com/openai/whisper?from=https://github.com/', null],
    ['arxiv.org/abs/2607.21653?from=https://example.org/', null],
  ])('reads %s as %j', (href, expected) => {
    expect(linkTarget(href)).toEqual(expected);
  });
});
