// The one Retry button, so every problem message asks again the same way.
interface Props {
  onRetry: () => void;
}

/** @example <RetryButton onRetry={onRetry} /> */
export function RetryButton({ onRetry }: Props) {
  return (
    <button type="button" class="pcl-button pcl-retry" onClick={() => onRetry()}>
      Retry
    </button>
  );
}
