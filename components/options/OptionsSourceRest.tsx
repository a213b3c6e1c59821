// The options' word on a record source that is resting after it refused: until when, why, and a way out.
import type { SourceRest } from '../../lib/net/record-client';

interface Props {
  rest: SourceRest | null;
  onTryNow: () => void;
}

/** HH:MM:SS in the reader's own clock. */
const clockTime = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** @example <OptionsSourceRest rest={{ until: Date.now() + 60_000, reason: 'the record source answered 503' }} onTryNow={clear} /> */
export function OptionsSourceRest({ rest, onTryNow }: Props) {
  if (!rest || rest.until === null) return null;
  return (
    <p class="pcl-options-note" role="status">
      The record source is resting{rest.reason ? <> after {rest.reason}</> : null}: nothing is asked of it until {clockTime(rest.until)}.{' '}
      <button type="button" class="pcl-options-button" onClick={onTryNow}>
        Try again now
      </button>
    </p>
  );
}
