// TopicsSection: tasks, methods and introduced datasets/methods, only the lists that have names.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { TopicsSection } from '../../../components/panel/TopicsSection';
import { busyView, realView } from './views';

afterEach(cleanup);

describe('TopicsSection', () => {
  it('renders nothing when every list is empty', () => {
    const { container } = render(<TopicsSection topics={realView().topics} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows each non-empty list under its label and skips the empty one', () => {
    render(<TopicsSection topics={busyView().topics} />);
    const groups = [...document.querySelectorAll('.pcl-topic-group')].map(
      (g) => `${g.querySelector('dt')?.textContent}: ${[...g.querySelectorAll('li')].map((li) => li.textContent).join(', ')}`,
    );
    expect(groups).toEqual(['Tasks: Question Answering, Language Modelling', 'Methods: Attention', 'Methods introduced: Masked LM']);
    expect(screen.queryByText('Datasets introduced')).toBeNull();
  });

  it('an unreadable topics part says so', () => {
    render(<TopicsSection topics={{ ok: false, problem: 'tasks: expected a list' }} />);
    expect(screen.getByText('This part could not be read')).toBeTruthy();
    expect(screen.getByText('tasks: expected a list')).toBeTruthy();
  });
});
