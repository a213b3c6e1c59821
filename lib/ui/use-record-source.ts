// A Preact hook: the options' record source field: check, test, save with its host permission, reset.
import { useEffect, useState } from 'preact/hooks';
import type { SourceCheck } from '../messaging/protocol';
import { requestOriginsNow, requestProblem } from '../platform/permissions';
import { DEFAULT_RECORD_SOURCE, recordSource, secondSource, secondSourceOn } from '../settings';
import { checkSourceUrl, originPattern } from './source-url';
import { useStored } from './use-stored';

/** The part of `browser.permissions` used here, passed in so tests need no browser. */
export interface HostPermissions {
  contains(permissions: { origins: string[] }): Promise<boolean>;
  request(permissions: { origins: string[] }): Promise<boolean>;
  remove(permissions: { origins: string[] }): Promise<boolean>;
}

export type SourceNote = { tone: 'plain' | 'saved' | 'problem'; text: string };

const hostOf = (base: string) => new URL(base).host;

/**
 * `text` is what the field shows (the stored source until edited). `save` must be called straight
 * from a click: a permission request is granted only during a user gesture, so nothing is awaited
 * before it (whether the origin is already granted is found out while the person types).
 * @example const source = useRecordSource((base) => sendMessage('checkSource', { base }), browser.permissions);
 */
export function useRecordSource(checkSource: (base: string) => Promise<SourceCheck>, permissions: HostPermissions) {
  const [stored, setStored] = useStored(recordSource);
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<SourceNote | null>(null);
  const [granted, setGranted] = useState<ReadonlySet<string>>(new Set());
  const text = draft ?? stored ?? '';
  const checked = checkSourceUrl(text);
  const origin = checked.ok ? checked.origin : null;
  const grant = (o: string) => setGranted((prev) => new Set(prev).add(o));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `grant` only calls the state setter, which Preact keeps stable.
  useEffect(() => {
    if (origin === null) return;
    let current = true;
    permissions.contains({ origins: [origin] }).then(
      (has) => current && has && grant(origin),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [origin, permissions]);

  /** Gives up the old source's optional permission; the default's is required and stays, and so
   * does one Papers with Code is asked at while it is on. */
  const release = (old: string | null, next: string) => {
    if (old === null || !checkSourceUrl(old).ok) return;
    const oldOrigin = originPattern(old);
    if (oldOrigin === originPattern(next) || oldOrigin === originPattern(DEFAULT_RECORD_SOURCE)) return;
    Promise.all([secondSourceOn.getValue(), secondSource.getValue()])
      .then(([on, second]) => (on && checkSourceUrl(second).ok && originPattern(second) === oldOrigin ? false : permissions.remove({ origins: [oldOrigin] })))
      .catch(() => {});
  };

  const edit = (value: string) => {
    setDraft(value);
    setNote(null);
  };

  const test = () => {
    if (!checked.ok) return setNote({ tone: 'problem', text: checked.problem });
    const { base, origin: wanted } = checked;
    setNote({ tone: 'plain', text: `Asking ${base}…` });
    // Testing needs no user gesture, so whether the origin is allowed can be asked afresh here.
    // Stryker disable next-line ArrowFunction: undefined is as falsy as false here
    const allowed = permissions.contains({ origins: [wanted] }).catch(() => false);
    Promise.all([checkSource(base), allowed]).then(
      ([answer, has]) => {
        // The background can only read origins it holds a permission for; say so rather than puzzle.
        const hint = !answer.ok && !has ? ` (the extension may not read ${hostOf(base)} until you save it and allow that)` : '';
        setNote({ tone: answer.ok ? 'plain' : 'problem', text: `${answer.message}${hint}` });
      },
      () => setNote({ tone: 'problem', text: "The extension's background did not answer" }),
    );
  };

  const save = () => {
    if (!checked.ok) return setNote({ tone: 'problem', text: checked.problem });
    const { base, origin: wanted } = checked;
    const previous = stored;
    // Synchronously, in this click's own handler: Firefox refuses a request made any later.
    const allowed = granted.has(wanted) ? Promise.resolve(true) : requestOriginsNow(permissions, [wanted]);
    allowed
      .then(async (ok) => {
        if (!ok) {
          setNote({
            tone: 'problem',
            text: `Permission to read from ${hostOf(base)} was refused, so the record source is still ${previous ?? DEFAULT_RECORD_SOURCE}`,
          });
          return;
        }
        grant(wanted);
        await setStored(base);
        setDraft(null);
        setNote({ tone: 'saved', text: 'Saved' });
        release(previous, base);
      })
      .catch((error: unknown) => setNote({ tone: 'problem', text: `Not saved: ${requestProblem(error, 'Save')}` }));
  };

  const reset = () => {
    const previous = stored;
    setStored(DEFAULT_RECORD_SOURCE).then(
      () => {
        setDraft(null);
        setNote({ tone: 'saved', text: `Saved: back to the default, ${DEFAULT_RECORD_SOURCE}` });
        release(previous, DEFAULT_RECORD_SOURCE);
      },
      (error: unknown) => setNote({ tone: 'problem', text: `Not saved: ${String(error)}` }),
    );
  };

  // Only typing makes a draft, and the field takes none until the stored source has loaded.
  const unsaved = draft !== null && (checked.ok ? checked.base : draft) !== stored;
  return { text, loaded: stored !== null, note, unsaved, edit, test, save, reset };
}
