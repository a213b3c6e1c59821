// The options' Papers with Code switch: off by default, on only with the browser's permission, and
// off giving back the permission it asked for, never the record source's nor a site's.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { recordSource, secondSourceOn } from '../../../lib/settings';
import { secondSourceGrant } from '../../../lib/ui/second-source-grant';
import { DEFAULT_ORIGIN, renderOptions } from '../support/options-page';
import { PWC_ORIGIN, pwcLoaded, pwcNote, pwcSection, pwcSwitch, SWITCH_LABEL } from '../support/second-source-page';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

/** Renders the page and turns the switch on with the browser granting it, as a first visit would. */
async function turnedOn() {
  const page = renderOptions();
  await pwcLoaded();
  fireEvent.click(pwcSwitch());
  await waitFor(() => expect(pwcSwitch().checked).toBe(true));
  return page;
}

describe('the Papers with Code switch', () => {
  it('is off by default, named with its host, and says what is sent', async () => {
    const { permissions } = renderOptions();
    await pwcLoaded();
    expect(pwcSwitch().checked).toBe(false);
    expect(screen.getByRole('switch', { name: SWITCH_LABEL })).toBe(pwcSwitch());
    expect(pwcSection().textContent).toContain(
      'Only the arXiv id of the paper in view is sent to paperswithcode.co, and what it lists is shown apart from the record, under its own name.',
    );
    expect(await secondSourceOn.getValue()).toBe(false);
    expect(permissions.request).not.toHaveBeenCalled();
  });

  it('turning on asks for exactly its origin within the click, then stores true', async () => {
    const { permissions } = renderOptions();
    await pwcLoaded();
    fireEvent.click(pwcSwitch());
    // Nothing awaited before the request: the click's user gesture is still there.
    expect(permissions.request).toHaveBeenCalledTimes(1);
    expect(permissions.request).toHaveBeenCalledWith({ origins: [PWC_ORIGIN] });
    await waitFor(() => expect(pwcSwitch().checked).toBe(true));
    expect(await secondSourceOn.getValue()).toBe(true);
    await waitFor(() => expect(pwcNote()).toBe('Saved: Papers with Code is asked at https://paperswithcode.co'));
  });

  it('refused: stays off and says so plainly', async () => {
    renderOptions({ allow: false });
    await pwcLoaded();
    fireEvent.click(pwcSwitch());
    await waitFor(() => expect(pwcNote()).toBe('Permission to read from paperswithcode.co was refused, so Papers with Code is not asked'));
    expect(pwcSwitch().checked).toBe(false);
    expect(await secondSourceOn.getValue()).toBe(false);
  });

  it('a request the browser throws at is said, and the switch stays off', async () => {
    const { permissions } = renderOptions();
    await pwcLoaded();
    permissions.request.mockImplementation(() => {
      throw new Error('permissions.request may only be called from a user input handler');
    });
    fireEvent.click(pwcSwitch());
    await waitFor(() =>
      expect(pwcNote()).toBe('Not turned on: the browser only asks for a permission straight after a click or key press: press the switch again'),
    );
    expect(pwcSwitch().checked).toBe(false);
    expect(await secondSourceOn.getValue()).toBe(false);
  });

  it('turning off stores false and gives back the origin it asked for', async () => {
    const { permissions } = await turnedOn();
    fireEvent.click(pwcSwitch());
    await waitFor(() => expect(pwcSwitch().checked).toBe(false));
    expect(await secondSourceOn.getValue()).toBe(false);
    await waitFor(() => expect(permissions.remove).toHaveBeenCalledWith({ origins: [PWC_ORIGIN] }));
    await waitFor(() => expect(pwcNote()).toBe('Saved: Papers with Code is not asked'));
  });

  it('turning off keeps the origin when the record source reads from it', async () => {
    await recordSource.setValue('https://paperswithcode.co/records');
    await secondSourceOn.setValue(true);
    // As though the switch had asked for it before the record source moved there.
    await secondSourceGrant.setValue(PWC_ORIGIN);
    const { permissions } = renderOptions({ granted: [DEFAULT_ORIGIN, PWC_ORIGIN] });
    await pwcLoaded();
    await waitFor(() => expect(pwcSwitch().checked).toBe(true));
    fireEvent.click(pwcSwitch());
    await waitFor(async () => expect(await secondSourceOn.getValue()).toBe(false));
    await waitFor(async () => expect(await secondSourceGrant.getValue()).toBe(''));
    expect(permissions.remove).not.toHaveBeenCalled();
  });

  it('a site the reader turned on keeps its grant: the switch borrows it, asks nothing and gives nothing back', async () => {
    const { permissions } = renderOptions({ granted: [DEFAULT_ORIGIN, PWC_ORIGIN] });
    await pwcLoaded();
    await waitFor(() => expect(permissions.contains).toHaveBeenCalledWith({ origins: [PWC_ORIGIN] }));
    await new Promise((r) => setTimeout(r, 0));
    fireEvent.click(pwcSwitch());
    await waitFor(() => expect(pwcSwitch().checked).toBe(true));
    expect(permissions.request).not.toHaveBeenCalled();
    fireEvent.click(pwcSwitch());
    await waitFor(async () => expect(await secondSourceOn.getValue()).toBe(false));
    await new Promise((r) => setTimeout(r, 0));
    expect(permissions.remove).not.toHaveBeenCalled();
  });

  it('is a real, labelled, focusable checkbox, described by what is sent and its live note', async () => {
    renderOptions();
    await pwcLoaded();
    const box = pwcSwitch();
    expect(box.tagName).toBe('INPUT');
    expect(box.type).toBe('checkbox');
    expect(box.closest('label')?.textContent).toBe(SWITCH_LABEL);
    expect(box.tabIndex).toBe(0);
    box.focus();
    expect(document.activeElement).toBe(box);
    const described = (box.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
    expect(described[0]?.textContent).toMatch(/^Only the arXiv id of the paper in view is sent/);
    expect(described[1]?.getAttribute('role')).toBe('status');
    expect(described[1]?.getAttribute('aria-live')).toBe('polite');
  });
});
