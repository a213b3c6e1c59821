// Firefox's rule for a permission request: only synchronously inside the handler of a click or key
// press. The options page's Save obeys it; a request made too late is explained, not shown raw.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../../entrypoints/options/App';
import { requestOriginsNow, requestProblem } from '../../../lib/platform/permissions';
import { DEFAULT_RECORD_SOURCE, recordSource } from '../../../lib/settings';
import { fakeSitePermissions } from '../../support/fake-site-permissions';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

const FIREFOX_LATE = 'permissions.request may only be called from a user input handler';
const CHROME_LATE = 'This function must be called during a user gesture';

/** Like Firefox: a request outside a user input handler is rejected, whatever it asks for. */
function firefoxPermissions() {
  let handlingUserInput = false;
  const permissions = {
    contains: vi.fn(async ({ origins }: { origins: string[] }) => origins.every((o) => o === `${new URL(DEFAULT_RECORD_SOURCE).origin}/*`)),
    request: vi.fn((_: { origins: string[] }) => (handlingUserInput ? Promise.resolve(true) : Promise.reject(new Error(FIREFOX_LATE)))),
    remove: vi.fn(async () => true),
    ...fakeSitePermissions(),
  };
  /** Dispatches a trusted-looking user event: the handlers it runs, and only they, count as user input. */
  const asUser = (dispatch: () => void) => {
    handlingUserInput = true;
    try {
      dispatch();
    } finally {
      handlingUserInput = false;
    }
  };
  return { permissions, asUser };
}

function renderOptions(permissions: ReturnType<typeof firefoxPermissions>['permissions']) {
  render(
    <App
      checkSource={async () => ({ ok: true, message: 'ok' })}
      cacheStats={async () => ({ entries: 0, bytes: 0 })}
      clearCache={async () => {}}
      permissions={permissions}
    />,
  );
}

const sourceField = () => screen.getByLabelText('Record source address') as HTMLInputElement;

async function typeSource(text: string) {
  await waitFor(() => expect(sourceField().disabled).toBe(false));
  fireEvent.input(sourceField(), { target: { value: text } });
}

describe('requestOriginsNow', () => {
  it('calls the browser before returning, in the caller’s own frame', () => {
    let calledDuring = false;
    let inCaller = true;
    const request = vi.fn(async () => {
      calledDuring = inCaller;
      return true;
    });
    void requestOriginsNow({ request }, ['https://records.example.org/*']);
    inCaller = false;
    expect(request).toHaveBeenCalledWith({ origins: ['https://records.example.org/*'] });
    expect(calledDuring).toBe(true);
  });

  it('turns a synchronous throw into a rejection', async () => {
    const request = () => {
      throw new Error('Invalid origin');
    };
    await expect(requestOriginsNow({ request }, ['nope'])).rejects.toThrow('Invalid origin');
  });
});

describe('requestProblem', () => {
  it.each([FIREFOX_LATE, CHROME_LATE])('says to press the asking button again when the gesture was lost: %s', (message) => {
    expect(requestProblem(new Error(message), 'Save')).toBe('the browser only asks for a permission straight after a click or key press: press Save again');
    expect(requestProblem(new Error(message), '“Always show on example.org”')).toBe(
      'the browser only asks for a permission straight after a click or key press: press “Always show on example.org” again',
    );
  });

  it.each([
    'Cannot request origin permission for https://records.example.org/* since it was not declared in the manifest',
    'Only permissions specified in the manifest may be requested.',
  ])('names an origin the manifest does not declare: %s', (message) => {
    expect(requestProblem(new Error(message), 'Save')).toBe('this build of the extension may not ask for that origin');
  });

  it('passes anything else through', () => {
    expect(requestProblem(new Error('disk full'), 'Save')).toBe('disk full');
    expect(requestProblem('odd', 'Save')).toBe('odd');
  });
});

describe('Save under Firefox’s rule', () => {
  it('a click on Save asks within the click and saves', async () => {
    const { permissions, asUser } = firefoxPermissions();
    renderOptions(permissions);
    await typeSource('https://records.example.org');
    asUser(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(permissions.request).toHaveBeenCalledWith({ origins: ['https://records.example.org/*'] });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(await recordSource.getValue()).toBe('https://records.example.org');
  });

  it('Enter in the field (the form submitted from a key press) asks within it and saves', async () => {
    const { permissions, asUser } = firefoxPermissions();
    renderOptions(permissions);
    await typeSource('https://records.example.org');
    asUser(() => fireEvent.submit(sourceField().form!));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(await recordSource.getValue()).toBe('https://records.example.org');
  });

  it('a request that Firefox refuses as too late is explained and nothing is saved', async () => {
    const { permissions } = firefoxPermissions();
    renderOptions(permissions);
    await typeSource('https://records.example.org');
    // A submit no person caused: Firefox rejects the request.
    fireEvent.submit(sourceField().form!);
    const note = await within(screen.getByRole('region', { name: 'Record source' })).findByText(/press Save again/);
    expect(note.textContent).toBe('Not saved: the browser only asks for a permission straight after a click or key press: press Save again');
    expect(await recordSource.getValue()).toBe(DEFAULT_RECORD_SOURCE);
  });
});
