import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingBadge } from '../../../components/badges/ListingBadge';

afterEach(cleanup);

describe('ListingBadge', () => {
  it('is a button that says what the record holds and opens it', () => {
    const onActivate = vi.fn();
    render(
      <ListingBadge
        summary={{ text: '1 repo · 5/7 ran', label: 'Code with Papers: 1 linked repository', tone: 'code' }}
        expanded={false}
        onActivate={onActivate}
      />,
    );
    // The name begins with the visible words (a voice-control user says what they see).
    const button = screen.getByRole('button', { name: '1 repo · 5/7 ran — Code with Papers: 1 linked repository' });
    expect(button.textContent).toBe('1 repo · 5/7 ran');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(onActivate).toHaveBeenCalledWith(button);
  });

  it('shows a quiet status, not a button, while loading', () => {
    render(<ListingBadge summary={null} expanded={false} onActivate={() => undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Loading the Code with Papers record');
  });

  it('says when it is open', () => {
    render(<ListingBadge summary={{ text: 'no record', label: 'No record', tone: 'empty' }} expanded onActivate={() => undefined} />);
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('true');
  });
});
