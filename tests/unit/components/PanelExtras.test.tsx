// The panel beside the record: the code the page names, and Papers with Code's listing, each saying
// where it comes from; the record's part first, a repository shown once.
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PaperPanel } from '../../../components/panel/PaperPanel';
import type { NamedCodeLink, PanelExtras, SecondOpinion } from '../../../lib/record/code-part-types';
import type { PaperLookup } from '../../../lib/record/view-types';
import { found, realView } from './views';

afterEach(cleanup);

const SITE = 'https://paperswithcode.co';
const MOLT = 'https://github.com/NVIDIA-NeMo/labs-molt';
const named = (url: string, where: NamedCodeLink['where']): NamedCodeLink => ({ url, label: new URL(url).pathname.slice(1), host: 'github', where });
const opinion = (repos: Extract<SecondOpinion, { status: 'found' }>['repos'], more = 0): SecondOpinion => ({
  status: 'found',
  site: SITE,
  paperUrl: `${SITE}/paper/molt`,
  repos,
  more,
  stale: false,
});

function renderPanel(lookup: PaperLookup, extras: PanelExtras) {
  const result = render(<PaperPanel lookup={lookup} collapsed={false} onToggleCollapsed={() => {}} onRetry={() => {}} extras={extras} />);
  return result.container.querySelector('.pcl-panel') as HTMLElement;
}

const section = (heading: string) => screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement;

describe('the panel with no record', () => {
  it('says so in one line and still shows what the page names, with where and "not checked"', () => {
    renderPanel({ status: 'none', arxivId: '2607.00002' }, { named: [named('https://github.com/lab/tool', 'abstract')], opinion: { status: 'off' } });
    expect(screen.getByText('No Code with Papers record for arXiv:2607.00002')).toBeTruthy();
    const part = section('Named on this page');
    const link = within(part).getByRole('link', { name: 'lab/tool' });
    expect(link.getAttribute('href')).toBe('https://github.com/lab/tool');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(part).getByText('in the abstract · not checked')).toBeTruthy();
    // Turned off: no part of Papers with Code at all.
    expect(screen.queryByRole('heading', { name: 'Also listed by Papers with Code' })).toBeNull();
  });

  it('shows nothing more than the line when the page names nothing', () => {
    const panel = renderPanel({ status: 'none', arxivId: '2607.00002' }, { named: [], opinion: null });
    expect(panel.querySelectorAll('section.pcl-section')).toHaveLength(0);
  });
});

describe('the panel with a record', () => {
  it('a repository the record lists and the abstract names shows once, in the record part, "also named in the abstract"', () => {
    renderPanel(found(realView()), { named: [named(MOLT, 'abstract')], opinion: null });
    const code = section('Code');
    expect(within(code).getAllByRole('link', { name: 'NVIDIA-NeMo/labs-molt' })).toHaveLength(1);
    expect(within(code).getByText('also named in the abstract')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Named on this page' })).toBeNull();
  });

  it('Papers with Code: official first with ★, stars and framework, the site named and linked, "and N more"', () => {
    const repos = [
      { url: 'https://github.com/pwc/official', label: 'pwc/official', official: true, stars: 1234, framework: 'pytorch' },
      { url: 'https://github.com/pwc/other', label: 'pwc/other', official: false, stars: 1, framework: null },
    ];
    renderPanel(found(realView()), { named: [named('https://github.com/pwc/other', 'comments')], opinion: opinion(repos, 3) });
    const part = section('Also listed by Papers with Code');
    const items = within(part).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual(['pwc/official', 'pwc/other']);
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'official, says Papers with Code' })).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('1,234 stars · pytorch')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('1 star · also named in the comments')).toBeTruthy();
    expect(within(part).getByText('and 3 more on the site')).toBeTruthy();
    const origin = within(part).getByRole('link', { name: "the paper's page on paperswithcode.co" });
    expect(origin.getAttribute('href')).toBe(`${SITE}/paper/molt`);
    expect(part.textContent).toContain('not part of the Code with Papers record');
  });

  it('a repository both sources list shows once, in the record part, with both', () => {
    renderPanel(found(realView()), {
      named: [],
      opinion: opinion([{ url: MOLT, label: 'NVIDIA-NeMo/labs-molt', official: false, stars: 40, framework: null }]),
    });
    expect(screen.getAllByRole('link', { name: 'NVIDIA-NeMo/labs-molt' })).toHaveLength(1);
    expect(within(section('Code')).getByText('also listed by Papers with Code (40 stars)')).toBeTruthy();
    expect(within(section('Also listed by Papers with Code')).getByText('Lists no other repositories than the ones above')).toBeTruthy();
  });

  it.each<[SecondOpinion, string]>([
    [{ status: 'none', site: SITE }, 'Has no page for this paper'],
    [{ status: 'unreachable', site: SITE, problem: 'the source answered 503' }, 'Did not answer: the source answered 503'],
    [opinion([]), 'Lists no repositories for this paper'],
  ])('the second source answering %j says "%s" in its own part, and the record still shows', (answer, words) => {
    renderPanel(found(realView()), { named: [], opinion: answer });
    expect(within(section('Also listed by Papers with Code')).getByText(words)).toBeTruthy();
    expect(within(section('Code')).getByRole('link', { name: 'NVIDIA-NeMo/labs-molt' })).toBeTruthy();
  });

  it('a hostile address from either source is shown as text, never as a link', () => {
    renderPanel(found(realView()), {
      named: [{ url: 'javascript:alert(1)', label: 'evil/named', host: 'github', where: 'abstract' }],
      opinion: opinion([{ url: 'javascript:alert(2)', label: 'evil/second', official: false, stars: null, framework: null }]),
    });
    expect(screen.getByText('evil/named').tagName).toBe('SPAN');
    expect(screen.getByText('evil/second').tagName).toBe('SPAN');
  });
});
