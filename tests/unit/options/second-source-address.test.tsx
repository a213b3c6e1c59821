// The options' Papers with Code address: a mirror is saved (and, while the switch is on, its origin
// asked for at the click and the old one given back); an address that is no web address is refused.
import { cleanup, fireEvent, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SECOND_SOURCE, secondSource, secondSourceOn } from '../../../lib/settings';
import { secondSourceGrant } from '../../../lib/ui/second-source-grant';
import { renderOptions } from '../support/options-page';
import { PWC_ORIGIN, pwcButton, pwcField, pwcLoaded, pwcNote, pwcSwitch, typePwc } from '../support/second-source-page';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

const MIRROR = 'https://pwc.mirror.example.org';
const MIRROR_ORIGIN = 'https://pwc.mirror.example.org/*';

/** Stored as though the switch had been turned on at the default address, asking for its origin. */
async function storedOn(address = DEFAULT_SECOND_SOURCE, origin = PWC_ORIGIN) {
  await secondSource.setValue(address);
  await secondSourceOn.setValue(true);
  await secondSourceGrant.setValue(origin);
}

describe('the Papers with Code address', () => {
  it('while off, a mirror is saved asking nothing, names the switch, and is asked for at turning on', async () => {
    const { permissions } = renderOptions();
    await typePwc(`${MIRROR}/`);
    expect(pwcNote()).toBe('Not saved yet');
    fireEvent.click(pwcButton('Save the Papers with Code address'));
    await waitFor(() => expect(pwcNote()).toBe('Saved'));
    expect(await secondSource.getValue()).toBe(MIRROR);
    expect(permissions.request).not.toHaveBeenCalled();
    expect(pwcSwitch().closest('label')?.textContent).toBe('Also ask Papers with Code (pwc.mirror.example.org)');
    fireEvent.click(pwcSwitch());
    expect(permissions.request).toHaveBeenCalledWith({ origins: [MIRROR_ORIGIN] });
    await waitFor(async () => expect(await secondSourceOn.getValue()).toBe(true));
  });

  it('while on, a mirror’s origin is asked for at the Save click and the old one given back', async () => {
    await storedOn();
    const { permissions } = renderOptions();
    await typePwc(MIRROR);
    // Enter in the field saves, as the button does.
    fireEvent.submit(pwcField().form!);
    expect(permissions.request).toHaveBeenCalledWith({ origins: [MIRROR_ORIGIN] });
    await waitFor(() => expect(pwcNote()).toBe('Saved'));
    expect(await secondSource.getValue()).toBe(MIRROR);
    await waitFor(() => expect(permissions.remove).toHaveBeenCalledWith({ origins: [PWC_ORIGIN] }));
    expect(await secondSourceGrant.getValue()).toBe(MIRROR_ORIGIN);
  });

  it('while on, a refused mirror keeps the old address', async () => {
    await storedOn();
    const { permissions } = renderOptions({ allow: false });
    await typePwc(MIRROR);
    fireEvent.click(pwcButton('Save the Papers with Code address'));
    await waitFor(() =>
      expect(pwcNote()).toBe(`Permission to read from pwc.mirror.example.org was refused, so Papers with Code is still asked at ${DEFAULT_SECOND_SOURCE}`),
    );
    expect(await secondSource.getValue()).toBe(DEFAULT_SECOND_SOURCE);
    expect(permissions.remove).not.toHaveBeenCalled();
    expect(pwcField().getAttribute('aria-invalid')).toBeNull();
  });

  it('"Use the default" while on asks for the default’s origin and gives the mirror’s back', async () => {
    await storedOn(MIRROR, MIRROR_ORIGIN);
    const { permissions } = renderOptions();
    await pwcLoaded();
    await waitFor(() => expect(pwcField().value).toBe(MIRROR));
    fireEvent.click(pwcButton('Use the default'));
    expect(permissions.request).toHaveBeenCalledWith({ origins: [PWC_ORIGIN] });
    await waitFor(() => expect(pwcNote()).toBe(`Saved: back to the default, ${DEFAULT_SECOND_SOURCE}`));
    expect(await secondSource.getValue()).toBe(DEFAULT_SECOND_SOURCE);
    await waitFor(() => expect(permissions.remove).toHaveBeenCalledWith({ origins: [MIRROR_ORIGIN] }));
  });

  it.each([
    ['ftp://pwc.example.org', 'A Papers with Code address must be an https:// or http:// address, not ftp:'],
    ['pwc.example.org', '"pwc.example.org" is not a web address. It must start with https:// or http://'],
    ['  ', `Type the address of Papers with Code or a mirror, e.g. ${DEFAULT_SECOND_SOURCE}`],
  ])('%s is refused with a message, and nothing is stored or asked', async (typed, message) => {
    await storedOn();
    const { permissions } = renderOptions();
    await typePwc(typed);
    fireEvent.click(pwcButton('Save the Papers with Code address'));
    await waitFor(() => expect(pwcNote()).toBe(message));
    expect(pwcField().getAttribute('aria-invalid')).toBe('true');
    expect(permissions.request).not.toHaveBeenCalled();
    expect(await secondSource.getValue()).toBe(DEFAULT_SECOND_SOURCE);
  });
});
