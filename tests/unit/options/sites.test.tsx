// The options' Sites: the granted sites, kept current after a change made anywhere, and Remove.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../../entrypoints/options/App';
import { fakeSitePermissions } from '../../support/fake-site-permissions';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

function renderSites(initial: string[], remove: (origins: string[]) => Promise<boolean> = async () => true) {
  let granted = initial;
  const sites = fakeSitePermissions(() => granted);
  const permissions = {
    contains: async () => true,
    request: async () => true,
    remove: vi.fn(async ({ origins }: { origins: string[] }) => {
      const removed = await remove(origins);
      if (removed) granted = granted.filter((o) => !origins.includes(o));
      return removed;
    }),
    ...sites,
  };
  render(
    <App
      checkSource={async () => ({ ok: true, message: '' })}
      cacheStats={async () => ({ entries: 0, bytes: 0 })}
      clearCache={async () => undefined}
      permissions={permissions}
    />,
  );
  const grant = (origin: string) => {
    granted = [...granted, origin];
    sites.onAdded.fire();
  };
  return { permissions, grant };
}

const section = () => screen.getByRole('region', { name: 'Sites' });
const hosts = () =>
  within(section())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.pcl-options-site')?.textContent);

describe('the Sites section', () => {
  it('lists the sites turned on, not arXiv, GitHub or the record source', async () => {
    renderSites(['https://arxiv.org/*', 'https://github.com/*', 'https://codewithpapers.app/*', 'https://huggingface.co/*', 'https://scholar.google.de/*']);
    await waitFor(() => expect(hosts()).toEqual(['huggingface.co', 'scholar.google.de']));
  });

  it('says when there are none, and how to add one', async () => {
    renderSites(['https://arxiv.org/*']);
    expect(await within(section()).findByText('No other sites are turned on.')).toBeTruthy();
    expect(within(section()).getByText(/Always show on/)).toBeTruthy();
  });

  it('follows a site granted elsewhere (the popup, the browser’s own menu)', async () => {
    const { grant } = renderSites([]);
    await within(section()).findByText('No other sites are turned on.');
    grant('https://alphaxiv.org/*');
    await waitFor(() => expect(hosts()).toEqual(['alphaxiv.org']));
  });

  it('Remove gives that site’s access back and the list follows', async () => {
    const { permissions } = renderSites(['https://huggingface.co/*', 'https://openreview.net/*']);
    fireEvent.click(await within(section()).findByRole('button', { name: 'Remove huggingface.co' }));
    expect(permissions.remove).toHaveBeenCalledWith({ origins: ['https://huggingface.co/*'] });
    await waitFor(() => expect(hosts()).toEqual(['openreview.net']));
  });

  it('says why when the browser keeps the access', async () => {
    renderSites(['https://huggingface.co/*'], async () => {
      throw new Error('You cannot remove required permissions.');
    });
    fireEvent.click(await within(section()).findByRole('button', { name: 'Remove huggingface.co' }));
    expect(await within(section()).findByText(/could not be removed here: You cannot remove required permissions\..*site access menu/)).toBeTruthy();
    expect(hosts()).toEqual(['huggingface.co']);
  });
});
