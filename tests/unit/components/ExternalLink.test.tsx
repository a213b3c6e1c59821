// ExternalLink: http(s) addresses become safe new-tab links; anything else stays plain text.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ExternalLink, safeLinkHref } from '../../../components/shared/ExternalLink';

afterEach(cleanup);

describe('ExternalLink', () => {
  it.each(['https://github.com/NVIDIA-NeMo/labs-molt', 'http://example.org/a?b=c#d'])('links %s in a new tab without opener or referrer', (url) => {
    render(<ExternalLink href={url}>the repo</ExternalLink>);
    const link = screen.getByRole('link', { name: 'the repo' });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    '  javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/paper/arxiv-2607-21653',
    'not a url',
    '',
    null,
    undefined,
  ])('renders %s as text with no link', (url) => {
    const { container } = render(<ExternalLink href={url}>the label</ExternalLink>);
    expect(screen.getByText('the label')).toBeTruthy();
    expect(container.querySelector('a')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('uses the parsed address, so what was checked is what is linked', () => {
    expect(safeLinkHref('HTTPS://GitHub.com/a/b')).toBe('https://github.com/a/b');
    expect(safeLinkHref('data:,x')).toBeNull();
  });

  it('renders markup in the label as literal text', () => {
    const { container } = render(<ExternalLink href="https://example.org">{'<img src=x onerror=alert(1)>'}</ExternalLink>);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link').textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
