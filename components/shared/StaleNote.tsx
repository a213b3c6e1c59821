// A short note that the papers shown are an older cached copy, with a Retry that asks again.
import { RetryButton } from './RetryButton';

interface Props {
  problem: string | null;
  onRetry: () => void;
}

/** @example <StaleNote problem="the source answered 503" onRetry={retry} /> */
export function StaleNote({ problem, onRetry }: Props) {
  return (
    <div class="pcl-notice pcl-notice--stale pcl-gh-stale" role="status">
      <p class="pcl-notice-text">
        <span class="pcl-notice-tag">Stale</span> Older copy; the record source could not be reached.
      </p>
      {problem && <p class="pcl-notice-detail">{problem}</p>}
      <RetryButton onRetry={onRetry} />
    </div>
  );
}
