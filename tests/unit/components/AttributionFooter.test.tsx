// AttributionFooter: licence and attribution links, the notices, and non-affiliation one click away.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { AttributionFooter } from '../../../components/shared/AttributionFooter';
import { attribution } from './views';

afterEach(cleanup);

describe('AttributionFooter', () => {
  it('links the licence, the site and the attribution page, and shows both notices', () => {
    render(<AttributionFooter attribution={{ ok: true, value: attribution() }} />);
    const licence = screen.getByRole('link', { name: 'CC BY-SA 4.0' });
    expect(licence.getAttribute('href')).toBe('https://creativecommons.org/licenses/by-sa/4.0/legalcode');
    expect(licence.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Attribution' }).getAttribute('href')).toBe('https://codewithpapers.app/attribution');
    expect(screen.getByRole('link', { name: 'codewithpapers.app' }).getAttribute('href')).toBe('https://codewithpapers.app/');
    expect(screen.getByText('archive material modified by Syntology; see the attribution page')).toBeTruthy();
    expect(screen.getByText('arXiv metadata, CC0 1.0 (https://info.arxiv.org/help/license)')).toBeTruthy();
  });

  it('keeps the non-affiliation notice one click away', () => {
    render(<AttributionFooter attribution={{ ok: true, value: attribution() }} />);
    const words = /not affiliated with, endorsed by, or sponsored by Papers with Code/;
    const button = screen.getByRole('button', { name: 'Affiliation' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(words)).toBeNull();
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
    fireEvent.click(button);
    const notice = screen.getByText(words);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(notice.closest('[hidden]')).toBeNull();
    expect(button.getAttribute('aria-controls')).toBe(notice.parentElement?.id);
    // Closed again, it is hidden, not taken away.
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(notice.isConnected && notice.closest('[hidden]') !== null).toBe(true);
  });

  it('shows the licence as text when its address is not http(s)', () => {
    const { container } = render(
      <AttributionFooter attribution={{ ok: true, value: { ...attribution(), licenceUrl: 'data:text/html,hi', attributionUrl: null } }} />,
    );
    expect(screen.getByText('CC BY-SA 4.0').tagName).not.toBe('A');
    expect(screen.queryByRole('link', { name: 'Attribution' })).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(1); // the site link only
  });

  it('an unreadable attribution says so', () => {
    render(<AttributionFooter attribution={{ ok: false, problem: 'about: expected an object' }} />);
    expect(screen.getByText('This part could not be read')).toBeTruthy();
    expect(screen.getByText('Attribution: about: expected an object')).toBeTruthy();
  });
});
