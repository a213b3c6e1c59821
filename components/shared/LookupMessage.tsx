// A plain message for a lookup that found no record to show (none, unreachable, unreadable, bad id).
import { RetryButton } from './RetryButton';

interface Props {
  message: string;
  /** The background's words for what went wrong, shown under the message. */
  detail?: string | null;
  /** Present when asking again might help. */
  onRetry?: () => void;
  tone?: 'plain' | 'problem';
}

/** @example <LookupMessage message="Record source unreachable" detail={problem} onRetry={retry} tone="problem" /> */
export function LookupMessage({ message, detail, onRetry, tone = 'plain' }: Props) {
  return (
    <div class={`pcl-message pcl-message--${tone}`}>
      <p class="pcl-message-text">{message}</p>
      {detail && <p class="pcl-message-detail">{detail}</p>}
      {onRetry && <RetryButton onRetry={onRetry} />}
    </div>
  );
}
