// The options' GitHub check: off by default, what it sends and where, and the optional token, kept in
// this browser and never shown again once saved.
import { useId } from 'preact/hooks';
import type { SourceNote } from '../../lib/ui/use-record-source';
import { PermissionSwitch } from './PermissionSwitch';
import { SaveForm } from './SaveForm';

interface Props {
  /** null until the stored switch has been read. */
  on: boolean | null;
  /** GitHub's API host, named in what is sent where. */
  host: string;
  tokenSaved: boolean;
  loaded: boolean;
  draft: string;
  note: SourceNote | null;
  onTurnOn: () => void;
  onTurnOff: () => void;
  onEdit: (value: string) => void;
  onSaveToken: () => void;
  onRemoveToken: () => void;
}

/** @example const g = useGithubChecks(permissions); <OptionsGithub {...g} onTurnOn={g.turnOn} … /> */
export function OptionsGithub({ on, host, tokenSaved, loaded, draft, note, onTurnOn, onTurnOff, onEdit, onSaveToken, onRemoveToken }: Props) {
  const sentId = useId();
  const inputId = useId();
  const helpId = useId();
  const noteId = useId();
  return (
    <div class="pcl-options-github">
      <PermissionSwitch
        label="Check repositories on GitHub"
        on={on}
        loaded={loaded}
        describedBy={`${sentId} ${noteId}`}
        onTurnOn={onTurnOn}
        onTurnOff={onTurnOff}
      />
      <p class="pcl-options-help" id={sentId}>
        Beside each GitHub repository a panel lists: gone, moved, archived, or no code yet, and its last update, stars, language and licence. Only the names of
        the repositories in view are sent to {host}, one request a repository, kept a day (a repository not found, an hour). Without a token GitHub answers 60
        requests an hour; past that, checks wait for its reset.
      </p>
      <SaveForm onSave={onSaveToken}>
        <label class="pcl-options-label" for={inputId}>
          Personal access token (optional)
        </label>
        <p class="pcl-options-help" id={helpId}>
          {tokenSaved
            ? 'A token is saved; it is not shown again. GitHub then answers 5,000 requests an hour.'
            : `Raises GitHub’s allowance to 5,000 requests an hour. A token with no scopes is enough for public repositories. It is kept in this browser and sent to ${host} only.`}
        </p>
        <input
          id={inputId}
          class="pcl-options-input pcl-options-input--wide"
          type="password"
          autoComplete="off"
          spellcheck={false}
          value={draft}
          disabled={!loaded}
          aria-describedby={`${helpId} ${noteId}`}
          onInput={(event) => onEdit(event.currentTarget.value)}
        />
        <div class="pcl-options-buttons">
          <button type="submit" class="pcl-options-button pcl-options-button--primary" aria-label="Save the GitHub token">
            Save
          </button>
          {tokenSaved && (
            <button type="button" class="pcl-options-button" onClick={() => onRemoveToken()}>
              Remove the token
            </button>
          )}
        </div>
      </SaveForm>
      <p id={noteId} class={`pcl-options-note pcl-options-note--${note?.tone ?? 'plain'}`} role="status" aria-live="polite">
        {note?.text ?? ''}
      </p>
    </div>
  );
}
