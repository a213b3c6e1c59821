// A Preact hook: the options' GitHub check, its switch and the optional token. The token is kept in
// this browser's storage and never shown again once saved: the page says only whether one is saved.
import { useState } from 'preact/hooks';
import { GITHUB_API_HOST, githubChecksOn, githubToken, readToken } from '../github-settings';
import { requestProblem } from '../platform/permissions';
import { turnGithubOff, turnGithubOn } from './github-grant';
import type { HostPermissions, SourceNote } from './use-record-source';
import { useStored } from './use-stored';

/**
 * `turnOn` must be called straight from the click or key press (the browser asks within it).
 * @example const github = useGithubChecks(browser.permissions)
 */
export function useGithubChecks(permissions: HostPermissions) {
  const [on] = useStored(githubChecksOn);
  const [token, setToken] = useStored(githubToken);
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<SourceNote | null>(null);
  const failed = (what: string) => (error: unknown) => setNote({ tone: 'problem', text: `${what}: ${requestProblem(error, 'the switch')}` });

  const turnOn = () => {
    const asked = turnGithubOn(permissions);
    setNote({ tone: 'plain', text: `Asking the browser for permission to read from ${GITHUB_API_HOST}…` });
    asked
      .then((done) =>
        setNote(
          done
            ? { tone: 'saved', text: 'Saved: each listed GitHub repository is checked on GitHub' }
            : { tone: 'problem', text: `Permission to read from ${GITHUB_API_HOST} was refused, so nothing is checked` },
        ),
      )
      .catch(failed('Not turned on'));
  };
  const turnOff = () => {
    turnGithubOff(permissions)
      .then(() => setNote({ tone: 'saved', text: 'Saved: repositories are not checked on GitHub' }))
      .catch(failed('Not saved'));
  };
  const saveToken = () => {
    const checked = readToken(draft);
    if (checked === null) return setNote({ tone: 'problem', text: 'A GitHub token is made of letters, digits and _ only (ghp_… or github_pat_…)' });
    setToken(checked)
      .then(() => {
        setDraft('');
        setNote({ tone: 'saved', text: `Saved: the token is sent to ${GITHUB_API_HOST} only` });
      })
      .catch((error: unknown) => setNote({ tone: 'problem', text: `Not saved: ${String(error)}` }));
  };
  const removeToken = () => {
    setToken('')
      .then(() => setNote({ tone: 'saved', text: 'Saved: no token is sent' }))
      .catch((error: unknown) => setNote({ tone: 'problem', text: `Not saved: ${String(error)}` }));
  };
  const edit = (value: string) => {
    setDraft(value);
    setNote(null);
  };
  return {
    on,
    host: GITHUB_API_HOST,
    tokenSaved: token !== null && token !== '',
    loaded: on !== null && token !== null,
    draft,
    note,
    edit,
    turnOn,
    turnOff,
    saveToken,
    removeToken,
  };
}
