// Says that the record shown is an older cached copy, from when, and offers to ask again.
import { RetryButton } from '../shared/RetryButton';

interface Props {
  fetchedAt: number;
  problem: string | null;
  onRetry: () => void;
}

function formatWhen(ms: number): string {
  // The reader's own locale and time zone: the copy's age is what matters to them.
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

/** @example <StaleNotice fetchedAt={Date.now() - 86_400_000} problem="timed out" onRetry={retry} /> */
export function StaleNotice({ fetchedAt, problem, onRetry }: Props) {
  const valid = Number.isFinite(fetchedAt) && !Number.isNaN(new Date(fetchedAt).getTime());
  return (
    <div class="pcl-notice pcl-notice--stale" role="status">
      <p class="pcl-notice-text">
        <span class="pcl-notice-tag">Stale</span>{' '}
        {valid ? (
          <>
            Showing a copy from <time dateTime={new Date(fetchedAt).toISOString()}>{formatWhen(fetchedAt)}</time>
          </>
        ) : (
          'Showing an older copy'
        )}
        ; the record source could not be reached.
      </p>
      {problem && <p class="pcl-notice-detail">{problem}</p>}
      <RetryButton onRetry={onRetry} />
    </div>
  );
}
