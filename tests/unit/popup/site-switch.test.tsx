// The popup's "Always show on <host>": offered on a site with no script of ours, asked for straight
// from the click, and the page shown at once after a grant.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../../entrypoints/popup/App';
import { recordSource } from '../../../lib/settings';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

const FIREFOX_LATE = 'permissions.request may only be called from a user input handler';

function renderOn(url: string, { granted = [] as string[], allow = true, canSay = true, lateClick = false } = {}) {
  let inClick = false;
  const permissions = {
    contains: vi.fn(async ({ origins }: { origins: string[] }) => {
      if (!canSay) throw new Error('An unexpected error occurred');
      return origins.every((o) => granted.includes(o));
    }),
    // As Firefox: a request outside the click's own handler is refused.
    request: vi.fn(async () => (inClick && !lateClick ? allow : Promise.reject(new Error(FIREFOX_LATE)))),
    remove: vi.fn(async () => true),
  };
  const showNow = vi.fn(async () => undefined);
  const none = async () => ({ status: 'none' as const, arxivId: '2607.00002' });
  render(<App askPaper={none} askRepo={vi.fn()} tabUrl={async () => url} scanAsked={async () => false} permissions={permissions} showNow={showNow} />);
  const click = (element: Element) => {
    inClick = true;
    fireEvent.click(element);
    inClick = false;
  };
  return { permissions, showNow, click };
}

describe('Always show on <host>', () => {
  it('asks for that site alone at the click, then shows the page at once', async () => {
    const { permissions, showNow, click } = renderOn('https://news.ycombinator.com/item?id=1');
    click(await screen.findByRole('button', { name: 'Always show on news.ycombinator.com' }));
    expect(permissions.request).toHaveBeenCalledWith({ origins: ['https://news.ycombinator.com/*'] });
    expect(await screen.findByText(/Now shown on news\.ycombinator\.com/)).toBeTruthy();
    expect(showNow).toHaveBeenCalledTimes(1);
  });

  it('says so when the browser was not given the site, and changes nothing', async () => {
    const { showNow, click } = renderOn('https://huggingface.co/papers/2607.00002', { allow: false });
    click(await screen.findByRole('button', { name: 'Always show on huggingface.co' }));
    expect(await screen.findByText(/not given access to this site/)).toBeTruthy();
    expect(showNow).not.toHaveBeenCalled();
  });

  it('when the browser cannot say whether the site is allowed: offers it all the same', async () => {
    const { permissions, click } = renderOn('https://openreview.net/forum?id=x', { granted: ['https://openreview.net/*'], canSay: false });
    click(await screen.findByRole('button', { name: 'Always show on openreview.net' }));
    expect(permissions.request).toHaveBeenCalledWith({ origins: ['https://openreview.net/*'] });
    expect(await screen.findByText(/Now shown on openreview\.net/)).toBeTruthy();
  });

  it('when the browser refuses the request as too late after the click: says to press the button again', async () => {
    const { showNow, click } = renderOn('https://www.semanticscholar.org/paper/x', { lateClick: true });
    click(await screen.findByRole('button', { name: 'Always show on www.semanticscholar.org' }));
    expect((await screen.findByText(/^Not turned on/)).textContent).toBe(
      'Not turned on: the browser only asks for a permission straight after a click or key press: press “Always show on www.semanticscholar.org” again',
    );
    expect(screen.getByRole('button', { name: 'Always show on www.semanticscholar.org' })).toBeTruthy();
    expect(showNow).not.toHaveBeenCalled();
  });

  it('on a site already turned on: says so, and where to stop it', async () => {
    renderOn('https://scholar.google.de/scholar?q=molt', { granted: ['https://scholar.google.de/*'] });
    expect(await screen.findByText(/Shown on scholar\.google\.de\. To stop, remove it under Options › Sites\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Always show on/ })).toBeNull();
  });

  it.each(['https://arxiv.org/list/cs.LG/recent', 'https://github.com/settings', 'chrome://extensions', 'https://records.lab.example/paper/x'])(
    'is not offered on %s (ours, the record source, or no web page)',
    async (url) => {
      await recordSource.setValue('https://records.lab.example');
      const { permissions } = renderOn(url);
      await screen.findByLabelText('arXiv paper or GitHub repository');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('button', { name: /Always show on/ })).toBeNull();
      expect(permissions.contains).not.toHaveBeenCalled();
    },
  );
});
