// The options page with fake background and permissions: source check, Test, Save, features, cache, panel.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  cacheMaxEntries,
  cacheTtlHours,
  DEFAULT_FEATURES,
  DEFAULT_RECORD_SOURCE,
  features,
  panelStartsCollapsed,
  recordSource,
  secondSource,
  secondSourceOn,
} from '../../../lib/settings';
import { button, DEFAULT_ORIGIN, renderOptions, section, sourceField, typeSource } from '../support/options-page';

beforeEach(() => {
  fakeBrowser.reset();
});
afterEach(cleanup);

describe('record source', () => {
  it('shows the stored source', async () => {
    await recordSource.setValue('https://records.example.org');
    renderOptions();
    await waitFor(() => expect(sourceField().value).toBe('https://records.example.org'));
  });

  it.each(['ftp://records.example.org', 'records.example.org', 'javascript:alert(1)'])(
    '%s: says it must be http(s), keeps the old source, asks nothing',
    async (text) => {
      const { permissions, checkSource } = renderOptions();
      await typeSource(text);
      fireEvent.click(button('Save'));
      expect(await within(section('Record source')).findByText(/must be an https:\/\/ or http:\/\/ address|must start with https:\/\//)).toBeTruthy();
      fireEvent.click(button('Test'));
      expect(checkSource).not.toHaveBeenCalled();
      expect(permissions.request).not.toHaveBeenCalled();
      expect(await recordSource.getValue()).toBe(DEFAULT_RECORD_SOURCE);
      expect(sourceField().getAttribute('aria-invalid')).toBe('true');
    },
  );

  it('Test sends the base to the background and shows its message', async () => {
    const { checkSource } = renderOptions({
      granted: [DEFAULT_ORIGIN, 'https://records.example.org/*'],
      check: { ok: false, message: 'answered 404: no record at /paper/arxiv-2607-21653' },
    });
    await typeSource('https://records.example.org/');
    fireEvent.click(button('Test'));
    expect(await screen.findByText('answered 404: no record at /paper/arxiv-2607-21653')).toBeTruthy();
    expect(checkSource).toHaveBeenCalledWith('https://records.example.org');
    // Testing saves nothing.
    expect(await recordSource.getValue()).toBe(DEFAULT_RECORD_SOURCE);
  });

  it('Test on an origin not yet allowed says why a failure may be the permission', async () => {
    renderOptions({ check: { ok: false, message: 'could not be reached' } });
    await typeSource('https://records.example.org');
    fireEvent.click(button('Test'));
    expect((await screen.findByText(/could not be reached/)).textContent).toMatch(/may not read records\.example\.org until you save it/);
  });

  it('Save asks for the new origin straight from the click, then writes the setting', async () => {
    const { permissions } = renderOptions();
    await typeSource('https://records.example.org/base/');
    await waitFor(() => expect(permissions.contains).toHaveBeenCalledWith({ origins: ['https://records.example.org/*'] }));
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    fireEvent.click(button('Save'));
    // Nothing awaited before the request: the click's user gesture is still there.
    expect(permissions.request).toHaveBeenCalledWith({ origins: ['https://records.example.org/*'] });
    expect(await within(section('Record source')).findByText('Saved')).toBeTruthy();
    expect(await recordSource.getValue()).toBe('https://records.example.org/base');
  });

  it('a refused permission is said plainly and the old source is kept', async () => {
    await recordSource.setValue('https://old.example.org');
    const { permissions } = renderOptions({ allow: false, granted: [DEFAULT_ORIGIN, 'https://old.example.org/*'] });
    await waitFor(() => expect(sourceField().value).toBe('https://old.example.org'));
    await typeSource('https://records.example.org');
    fireEvent.click(button('Save'));
    const note = await screen.findByText(/refused/);
    expect(note.textContent).toBe('Permission to read from records.example.org was refused, so the record source is still https://old.example.org');
    expect(permissions.request).toHaveBeenCalledTimes(1);
    expect(await recordSource.getValue()).toBe('https://old.example.org');
  });

  it('an origin already allowed is saved without asking, and the old optional one is given up', async () => {
    await recordSource.setValue('https://old.example.org');
    const { permissions } = renderOptions({ granted: [DEFAULT_ORIGIN, 'https://old.example.org/*', 'http://127.0.0.1/*'] });
    await waitFor(() => expect(sourceField().value).toBe('https://old.example.org'));
    await typeSource('http://127.0.0.1:8787');
    await waitFor(() => expect(permissions.contains).toHaveBeenCalledWith({ origins: ['http://127.0.0.1/*'] }));
    await new Promise((r) => setTimeout(r, 0));
    fireEvent.click(button('Save'));
    await waitFor(async () => expect(await recordSource.getValue()).toBe('http://127.0.0.1:8787'));
    expect(permissions.request).not.toHaveBeenCalled();
    await waitFor(() => expect(permissions.remove).toHaveBeenCalledWith({ origins: ['https://old.example.org/*'] }));
  });

  it('keeps the old source’s origin while Papers with Code is asked there', async () => {
    await recordSource.setValue('https://old.example.org');
    await secondSource.setValue('https://old.example.org/pwc');
    await secondSourceOn.setValue(true);
    const { permissions } = renderOptions({ granted: [DEFAULT_ORIGIN, 'https://old.example.org/*', 'http://127.0.0.1/*'] });
    await waitFor(() => expect(sourceField().value).toBe('https://old.example.org'));
    await typeSource('http://127.0.0.1:8787');
    await waitFor(() => expect(permissions.contains).toHaveBeenCalledWith({ origins: ['http://127.0.0.1/*'] }));
    await new Promise((r) => setTimeout(r, 0));
    fireEvent.click(button('Save'));
    await waitFor(async () => expect(await recordSource.getValue()).toBe('http://127.0.0.1:8787'));
    await new Promise((r) => setTimeout(r, 20));
    expect(permissions.remove).not.toHaveBeenCalled();
  });

  it('Reset to default writes the default back, asking for nothing', async () => {
    await recordSource.setValue('https://old.example.org');
    const { permissions } = renderOptions();
    await waitFor(() => expect(sourceField().value).toBe('https://old.example.org'));
    fireEvent.click(button('Reset to default'));
    await waitFor(() => expect(sourceField().value).toBe(DEFAULT_RECORD_SOURCE));
    expect(await recordSource.getValue()).toBe(DEFAULT_RECORD_SOURCE);
    expect(permissions.request).not.toHaveBeenCalled();
    expect(await screen.findByText(/Saved: back to the default/)).toBeTruthy();
  });
});

describe('features', () => {
  it('has one labelled switch per feature, all on by default', async () => {
    renderOptions();
    const switches = await within(section('What to show')).findAllByRole('switch');
    expect(switches).toHaveLength(Object.keys(DEFAULT_FEATURES).length);
    await waitFor(() => expect(switches.every((s) => (s as HTMLInputElement).checked)).toBe(true));
  });

  it('a toggle persists and says Saved', async () => {
    renderOptions();
    const box = (await screen.findByLabelText('Show the papers linked to a repository on its GitHub page')) as HTMLInputElement;
    await waitFor(() => expect(box.checked).toBe(true));
    fireEvent.click(box);
    expect(await within(section('What to show')).findByText('Saved')).toBeTruthy();
    expect(await features.getValue()).toEqual({ ...DEFAULT_FEATURES, githubBox: false });
    fireEvent.click(screen.getByLabelText('Show the Code with Papers panel on arXiv abstract pages'));
    await waitFor(async () => expect(await features.getValue()).toEqual({ ...DEFAULT_FEATURES, githubBox: false, abstractPanel: false }));
  });
});

describe('cache', () => {
  it('shows the live figures, and Clear cache clears then shows them again', async () => {
    const { clearCache, cacheStats } = renderOptions();
    const cache = section('Cache');
    expect(await within(cache).findByText('12')).toBeTruthy();
    expect(within(cache).getByText('3.0 KB')).toBeTruthy();
    fireEvent.click(within(cache).getByRole('button', { name: 'Clear cache' }));
    expect(await within(cache).findByText('Cache cleared')).toBeTruthy();
    expect(clearCache).toHaveBeenCalledTimes(1);
    expect(cacheStats).toHaveBeenCalledTimes(2);
    expect(within(cache).getByText('0.0 KB')).toBeTruthy();
  });

  it('saves the time to live and the maximum, and refuses a number out of bounds', async () => {
    renderOptions();
    const ttl = screen.getByLabelText('Keep records fresh for') as HTMLInputElement;
    await waitFor(() => expect(ttl.value).toBe('24'));
    fireEvent.change(ttl, { target: { value: '48' } });
    await waitFor(async () => expect(await cacheTtlHours.getValue()).toBe(48));
    expect(await within(section('Cache')).findByText('Saved')).toBeTruthy();
    fireEvent.change(ttl, { target: { value: '0' } });
    expect(await screen.findByText(/Enter a whole number from 1 to 720/)).toBeTruthy();
    expect(await cacheTtlHours.getValue()).toBe(48);
    const max = screen.getByLabelText('Keep at most') as HTMLInputElement;
    fireEvent.change(max, { target: { value: '1000' } });
    await waitFor(async () => expect(await cacheMaxEntries.getValue()).toBe(1000));
  });
});

describe('panel start and the rest', () => {
  it('saves how the panel starts', async () => {
    renderOptions();
    const remember = screen.getByLabelText('As I left it on the last page') as HTMLInputElement;
    await waitFor(() => expect(remember.checked).toBe(true));
    fireEvent.click(screen.getByLabelText('Always collapsed'));
    await waitFor(async () => expect(await panelStartsCollapsed.getValue()).toBe('collapsed'));
    expect(await within(section('Panel')).findByText('Saved')).toBeTruthy();
  });

  it('says in plain words what is sent where', () => {
    renderOptions();
    const text = section('What is sent where').textContent ?? '';
    expect(text).toMatch(/arXiv ids/);
    expect(text).toMatch(/names of GitHub repositories/);
    expect(text).toMatch(/no cookies/);
    expect(text).toMatch(/Nothing about the page you are reading, about you or about your history/);
  });

  it('labels every control', () => {
    renderOptions();
    const controls = document.querySelectorAll('input, button');
    expect(controls.length).toBeGreaterThan(15);
    for (const control of controls) {
      const labelled =
        control.tagName === 'BUTTON'
          ? (control.textContent ?? '').trim() !== ''
          : control.closest('label') !== null || document.querySelector(`label[for="${control.id}"]`) !== null;
      expect(labelled, control.outerHTML).toBe(true);
    }
  });
});
