// A Preact hook: the options' Papers with Code switch and its address, each change asking for or giving back its host.
import { useEffect, useState } from 'preact/hooks';
import { requestOriginsNow, requestProblem } from '../platform/permissions';
import { DEFAULT_SECOND_SOURCE, secondSource, secondSourceOn } from '../settings';
import { giveBack, keepGrant, originOf } from './second-source-grant';
import { checkSourceUrl } from './source-url';
import type { HostPermissions, SourceNote } from './use-record-source';
import { useStored } from './use-stored';

const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
};

/** checkSourceUrl's words name the record source; this field is Papers with Code's. */
function checkAddress(text: string) {
  const checked = checkSourceUrl(text);
  if (checked.ok) return checked;
  if (text.trim() === '') return { ok: false as const, problem: `Type the address of Papers with Code or a mirror, e.g. ${DEFAULT_SECOND_SOURCE}` };
  return { ok: false as const, problem: checked.problem.replace(/^A record source( address)?/, 'A Papers with Code address') };
}

/**
 * `on` and `text` are null and '' until read. `turnOn`, `saveAddress` and `reset` must be called
 * straight from a click or key press: a permission request is granted only during that gesture, so
 * nothing is awaited before it (whether an origin is held already is found out beforehand).
 * @example const second = useSecondSource(browser.permissions); <input type="checkbox" onChange={(e) => (e.currentTarget.checked ? second.turnOn() : second.turnOff())} />
 */
export function useSecondSource(permissions: HostPermissions) {
  const [on, setOn] = useStored(secondSourceOn);
  const [stored, setStored] = useStored(secondSource);
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<SourceNote | null>(null);
  const [held, setHeld] = useState<ReadonlySet<string>>(new Set());
  const address = stored ?? DEFAULT_SECOND_SOURCE;
  const text = draft ?? stored ?? '';
  const checked = checkAddress(text);
  // Every origin a click may ask for: the one in use, the one typed, the default's.
  const wanted = [...new Set([originOf(address), checked.ok ? checked.origin : null, originOf(DEFAULT_SECOND_SOURCE)])].filter((o) => o !== null).join(' ');
  const forget = (origin: string | null) => setHeld((prev) => new Set([...prev].filter((o) => o !== origin)));

  useEffect(() => {
    let current = true;
    for (const origin of wanted.split(' '))
      permissions.contains({ origins: [origin] }).then(
        (has) => current && has && setHeld((prev) => new Set(prev).add(origin)),
        () => {},
      );
    return () => {
      current = false;
    };
  }, [wanted, permissions]);

  /** Asks for `origin` at once unless it is held already; says whether the switch itself asked. */
  const ask = (origin: string): Promise<{ ok: boolean; asked: boolean }> =>
    held.has(origin) ? Promise.resolve({ ok: true, asked: false }) : requestOriginsNow(permissions, [origin]).then((ok) => ({ ok, asked: ok }));
  const failed = (what: string, control: string) => (error: unknown) => setNote({ tone: 'problem', text: `${what}: ${requestProblem(error, control)}` });

  const turnOn = () => {
    const current = checkAddress(address);
    if (!current.ok) return setNote({ tone: 'problem', text: current.problem });
    const host = hostOf(current.base);
    // Synchronously, in this click's own handler: Firefox refuses a request made any later.
    const allowed = ask(current.origin);
    setNote({ tone: 'plain', text: `Asking the browser for permission to read from ${host}…` });
    allowed
      .then(async ({ ok, asked }) => {
        if (!ok) return setNote({ tone: 'problem', text: `Permission to read from ${host} was refused, so Papers with Code is not asked` });
        setHeld((prev) => new Set(prev).add(current.origin));
        await keepGrant(current.origin, asked);
        await setOn(true);
        setNote({ tone: 'saved', text: `Saved: Papers with Code is asked at ${current.base}` });
      })
      .catch(failed('Not turned on', 'the switch'));
  };

  const turnOff = () => {
    setOn(false)
      .then(async () => {
        setNote({ tone: 'saved', text: 'Saved: Papers with Code is not asked' });
        // Only a grant the switch asked for goes back; the browser then forgets the origin, so forget it too.
        const origin = originOf(address);
        if (await giveBack(permissions, origin)) forget(origin);
      })
      .catch((error: unknown) => setNote({ tone: 'problem', text: `Not saved: ${String(error)}` }));
  };

  /** Stores `value`; while on, a new origin is asked for at this click and the old one given back. */
  const change = (value: string, saved: string, control: string) => {
    const next = checkAddress(value);
    if (!next.ok) return setNote({ tone: 'problem', text: next.problem });
    const previous = address;
    const oldOrigin = originOf(previous);
    const moving = on === true && next.origin !== oldOrigin;
    const allowed = moving ? ask(next.origin) : Promise.resolve({ ok: true, asked: false });
    allowed
      .then(async ({ ok, asked }) => {
        if (!ok) {
          const text = `Permission to read from ${hostOf(next.base)} was refused, so Papers with Code is still asked at ${previous}`;
          return setNote({ tone: 'problem', text });
        }
        await setStored(next.base);
        setDraft(null);
        setNote({ tone: 'saved', text: saved });
        if (!moving) return;
        setHeld((prev) => new Set(prev).add(next.origin));
        if (await giveBack(permissions, oldOrigin)) forget(oldOrigin);
        await keepGrant(next.origin, asked);
      })
      .catch(failed('Not saved', control));
  };

  const edit = (value: string) => {
    setDraft(value);
    setNote(null);
  };
  const saveAddress = () => change(text, 'Saved', 'Save');
  const reset = () => change(DEFAULT_SECOND_SOURCE, `Saved: back to the default, ${DEFAULT_SECOND_SOURCE}`, 'Use the default');

  // Only typing makes a draft, and the field takes none until the stored address has loaded.
  const unsaved = draft !== null && (checked.ok ? checked.base : draft) !== stored;
  // The field is marked only when its own address is what was refused, not when the browser said no.
  const invalid = note?.tone === 'problem' && !checked.ok;
  return { on, host: hostOf(address), text, loaded: stored !== null && on !== null, note, unsaved, invalid, edit, turnOn, turnOff, saveAddress, reset };
}
