import { render, screen } from '@testing-library/preact';
import { expect, it } from 'vitest';
it('renders preact', () => {
  render(<p>hello</p>);
  expect(screen.getByText('hello')).toBeTruthy();
});
