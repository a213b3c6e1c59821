// The one-time offer, under the repositories while the GitHub check is off: what it would show, what
// it sends, and two answers. Either answer hides it for good.

interface Props {
  onAccept: () => void;
  onDecline: () => void;
}

/** @example <GithubOffer onAccept={offer.accept} onDecline={offer.decline} /> */
export function GithubOffer({ onAccept, onDecline }: Props) {
  return (
    <aside class="pcl-github-offer" aria-label="Check repositories on GitHub">
      <p class="pcl-note">
        See whether each GitHub repository holds code: archived, empty, moved or gone, and its last update. Each repository's name is sent to GitHub's API, one
        request a repository, only when you turn this on.
      </p>
      <div class="pcl-github-offer-buttons">
        <button type="button" class="pcl-button" onClick={onAccept}>
          Check repositories on GitHub
        </button>
        <button type="button" class="pcl-button" onClick={onDecline}>
          No thanks
        </button>
      </div>
    </aside>
  );
}
