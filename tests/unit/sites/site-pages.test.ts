// Other sites' pages on their saved snapshots: which paper, where its panel or badges go, and the
// visible fallback when a site changed its page.
import { describe, expect, it } from 'vitest';
import { linkTarget } from '../../../lib/pages/sites/link-target';
import { paperSiteOf, scanPaperPage } from '../../../lib/pages/sites/paper-pages';
import { isScholar, scholarResults } from '../../../lib/pages/sites/scholar';
import { snapshotDocument } from '../../support/snapshots';

describe('paperSiteOf', () => {
  it.each([
    ['https://huggingface.co/papers/2607.21653', 'huggingface'],
    ['https://huggingface.co/openai/whisper-large-v3', null],
    ['https://www.alphaxiv.org/abs/2607.21653', 'alphaxiv'],
    ['https://www.alphaxiv.org/overview/2607.21653', 'alphaxiv'],
    ['https://www.semanticscholar.org/paper/Molt/0123abcd', 'semantic-scholar'],
    ['https://www.semanticscholar.org/arxiv/2607.21653', 'semantic-scholar'],
    ['https://www.semanticscholar.org/search?q=molt', null],
    ['https://openreview.net/forum?id=AbCdEf', 'openreview'],
    ['https://openreview.net/group?id=ICLR.cc', null],
    ['https://news.ycombinator.com/item?id=1', null],
  ])('%s is %s', (url, site) => {
    expect(paperSiteOf(new URL(url))).toBe(site);
  });
});

describe('scanPaperPage on the snapshots', () => {
  it('Hugging Face: the paper of the address, after its row of links', () => {
    const doc = snapshotDocument('sites/huggingface-paper-2607.21653.html');
    const place = scanPaperPage(doc, new URL('https://huggingface.co/papers/2607.21653'), 'huggingface');
    expect(place?.arxivId).toBe('2607.21653');
    expect(place?.fallback).toBe(false);
    expect(place?.anchor.textContent).toContain('View arXiv page');
  });

  it('Hugging Face with the link row renamed: after the title; with no title either: top of main, as a fallback', () => {
    const doc = snapshotDocument('sites/huggingface-paper-2607.21653.html');
    for (const link of doc.querySelectorAll('a[href^="https://arxiv.org/"]')) link.remove();
    const url = new URL('https://huggingface.co/papers/2607.21653');
    expect(scanPaperPage(doc, url, 'huggingface')?.anchor.tagName).toBe('H1');
    doc.querySelector('h1')?.remove();
    const place = scanPaperPage(doc, url, 'huggingface');
    expect(place).toMatchObject({ arxivId: '2607.21653', placement: 'first', fallback: true });
    expect(place?.anchor.tagName).toBe('MAIN');
  });

  it('alphaXiv before its script drew the page: only the fallback; after: the header', () => {
    const doc = snapshotDocument('sites/alphaxiv-abs-2607.21653.html');
    const url = new URL('https://www.alphaxiv.org/abs/2607.21653');
    expect(scanPaperPage(doc, url, 'alphaxiv')?.fallback).toBe(true);
    doc.querySelector('#root')!.innerHTML = '<main><div data-testid="paper-header"><h1>Molt</h1></div></main>';
    expect(scanPaperPage(doc, url, 'alphaxiv')?.anchor.getAttribute('data-testid')).toBe('paper-header');
  });

  it('Semantic Scholar: the id from the page metadata, after the abstract', () => {
    const doc = snapshotDocument('sites/semantic-scholar-paper.html');
    const place = scanPaperPage(doc, new URL('https://www.semanticscholar.org/paper/Molt/0123abcd'), 'semantic-scholar');
    expect(place?.arxivId).toBe('2607.21653');
    expect(place?.anchor.getAttribute('data-test-id')).toBe('abstract-text');
  });

  it('OpenReview: the id from the arXiv link in the note, after the note’s fields', () => {
    const doc = snapshotDocument('sites/openreview-forum.html');
    const place = scanPaperPage(doc, new URL('https://openreview.net/forum?id=AbCdEf'), 'openreview');
    expect(place?.arxivId).toBe('2607.21653');
    expect(place?.anchor.classList.contains('note-content')).toBe(true);
  });

  it('a page that names no arXiv paper gets no panel', () => {
    const doc = snapshotDocument('sites/openreview-forum.html');
    for (const link of doc.querySelectorAll('a')) link.remove();
    expect(scanPaperPage(doc, new URL('https://openreview.net/forum?id=AbCdEf'), 'openreview')).toBeNull();
  });
});

describe('Google Scholar', () => {
  it.each([
    ['https://scholar.google.com/scholar?q=x', true],
    ['https://scholar.google.de/scholar?q=x', true],
    ['https://scholar.google.co.uk/scholar?q=x', true],
    ['https://scholar.google.com.br/scholar?q=x', true],
    ['https://scholar.google.evil.example/scholar', false],
    ['https://google.com/scholar', false],
  ])('%s is Scholar: %s', (url, yes) => {
    expect(isScholar(new URL(url))).toBe(yes);
  });

  it('reads each result’s paper from its title link, its [PDF] side link or its source line, and skips the rest', () => {
    const results = scholarResults(snapshotDocument('sites/scholar-results-molt.html'));
    expect(results.map((r) => r.arxivId)).toEqual(['2607.21653', '2607.00001', '2607.00002']);
    expect(results.map((r) => r.after.tagName)).toEqual(['A', 'A', 'H3']);
  });
});

describe('linkTarget', () => {
  it.each([
    ['https://arxiv.org/abs/2607.21653v2', { kind: 'paper', arxivId: '2607.21653' }],
    ['https://huggingface.co/papers/2607.21653', { kind: 'paper', arxivId: '2607.21653' }],
    ['https://doi.org/10.48550/arXiv.2607.21653', { kind: 'paper', arxivId: '2607.21653' }],
    ['https://github.com/NVIDIA-NeMo/labs-molt/tree/main', { kind: 'repo', owner: 'NVIDIA-NeMo', name: 'labs-molt' }],
    ['https://gitlab.com/NVIDIA-NeMo/labs-molt', null],
    ['https://github.com/features', null],
    ['javascript:alert(1)', null],
    ['https://example.org/2607.21653', null],
  ])('%s → %j', (href, target) => {
    expect(linkTarget(href)).toEqual(target);
  });
});
