// ResultsSection: extracted and archive results as field lists, coverage and models; nothing when none.
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsSection } from '../../../components/panel/ResultsSection';
import { busyView, realView } from './views';

afterEach(cleanup);

describe('ResultsSection', () => {
  it('renders nothing when the record has no results', () => {
    const { container } = render(<ResultsSection results={realView().results} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows extracted and archive entries as name/value pairs', () => {
    render(<ResultsSection results={busyView().results} />);
    const extracted = screen.getByRole('heading', { name: "Read from the paper's tables" }).parentElement as HTMLElement;
    const terms = [...extracted.querySelectorAll('dt')].map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);
    expect(terms).toEqual(['board=SQuAD v1.1', 'metric=F1', 'value=93.2']);
    const archive = screen.getByRole('heading', { name: 'Papers with Code archive' }).parentElement as HTMLElement;
    expect(within(archive).getByText('Question Answering')).toBeTruthy();
    expect(within(archive).getByText('90.9')).toBeTruthy();
  });

  it('shows the coverage sentence and the extractor and verifier models', () => {
    render(<ResultsSection results={busyView().results} />);
    expect(screen.getByText(/Syntology has checked 6,885 of the 9,623 papers/)).toBeTruthy();
    const models = document.querySelector('.pcl-models');
    expect(models?.textContent).toBe('Extracted by extractor-model-1; checked by verifier-model-2');
  });

  it('leaves out a group with no entries and a missing verifier', () => {
    const results = busyView().results;
    if (!results.ok || !results.value) throw new Error('fixture');
    render(<ResultsSection results={{ ok: true, value: { ...results.value, archive: [], verifier: null } }} />);
    expect(screen.queryByRole('heading', { name: 'Papers with Code archive' })).toBeNull();
    expect(document.querySelector('.pcl-models')?.textContent).toBe('Extracted by extractor-model-1');
  });

  it('an unreadable results part says so', () => {
    render(<ResultsSection results={{ ok: false, problem: 'syntology_extracted_results: bad entries' }} />);
    expect(screen.getByRole('heading', { name: 'Results' })).toBeTruthy();
    expect(screen.getByText('This part could not be read')).toBeTruthy();
    expect(screen.getByText('syntology_extracted_results: bad entries')).toBeTruthy();
  });
});
