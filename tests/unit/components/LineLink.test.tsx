// LineLink: in-page "#L" anchors in the same tab, http(s) through ExternalLink, anything else as text.
// The source check below stands in for sources.test.ts's ExternalLink-only rule, which exempts this file.
import { readFileSync } from 'node:fs';
// happy-dom replaces the global URL, so the file's address is built with Node's own.
import { URL as NodeURL, fileURLToPath } from 'node:url';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { LineLink, lineLinkHref } from '../../../components/github/LineLink';

afterEach(cleanup);

describe('lineLinkHref', () => {
  it.each([
    ['#L12', '#L12'],
    ['#L12-L20', '#L12-L20'],
    ['https://github.com/a/b/blob/main/x.py#L3', 'https://github.com/a/b/blob/main/x.py#L3'],
    ['HTTPS://GitHub.com/a', 'https://github.com/a'],
  ])('allows %s', (href, expected) => {
    expect(lineLinkHref(href)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:,x',
    '#',
    '#L1 onclick',
    '#L1"x',
    ' #L1',
    '/a/b#L1',
    'L12',
    '',
    null,
    undefined,
  ])('refuses %j', (href) => {
    expect(lineLinkHref(href)).toBeNull();
  });
});

describe('LineLink', () => {
  it('links a fragment in the same tab', () => {
    render(<LineLink href="#L7">line 7</LineLink>);
    const link = screen.getByRole('link', { name: 'line 7' });
    expect(link.getAttribute('href')).toBe('#L7');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('links an http(s) address in a new tab without opener or referrer', () => {
    render(<LineLink href="https://github.com/a/b/blob/main/x.py#L3">x</LineLink>);
    const link = screen.getByRole('link', { name: 'x' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each(['javascript:alert(1)', 'vbscript:x', null])('renders %j as text', (href) => {
    const { container } = render(<LineLink href={href}>the label</LineLink>);
    expect(screen.getByText('the label')).toBeTruthy();
    expect(container.querySelector('a')).toBeNull();
  });

  it('writes its one <a> only with the address its gate allowed', () => {
    const source = readFileSync(fileURLToPath(new NodeURL('../../../components/github/LineLink.tsx', import.meta.url)), 'utf8');
    expect([...source.matchAll(/<a[\s>][^>]*>/g)].map((m) => m[0])).toEqual(['<a href={safe} class={className}>']);
    expect(source).toMatch(/const safe = lineLinkHref\(href\);/);
  });
});
