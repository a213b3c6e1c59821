// The options' cache: how long records stay fresh, how many are kept, the live figures, and Clear.
import { CACHE_MAX_ENTRIES_RANGE, CACHE_TTL_HOURS_RANGE } from '../../lib/settings';
import { formatKilobytes, type CacheFigures } from '../../lib/ui/use-cache-figures';
import { OptionsNumberField } from './OptionsNumberField';

interface Props {
  ttlHours: number | null;
  maxEntries: number | null;
  figures: CacheFigures | null;
  /** What the last clear did, or why the figures are missing. */
  note: string | null;
  onTtlHours: (hours: number) => void;
  onMaxEntries: (entries: number) => void;
  onClear: () => void;
}

/** @example <OptionsCache ttlHours={24} maxEntries={500} figures={figures} note={null} onTtlHours={a} onMaxEntries={b} onClear={c} /> */
export function OptionsCache({ ttlHours, maxEntries, figures, note, onTtlHours, onMaxEntries, onClear }: Props) {
  return (
    <>
      <p class="pcl-options-help">
        Records you have seen are kept so that pages you revisit need no request. An answer of “no record” is kept for a shorter time.
      </p>
      <OptionsNumberField label="Keep records fresh for" value={ttlHours} range={CACHE_TTL_HOURS_RANGE} unit="hours" onSave={onTtlHours} />
      <OptionsNumberField label="Keep at most" value={maxEntries} range={CACHE_MAX_ENTRIES_RANGE} unit="records" onSave={onMaxEntries} />
      <dl class="pcl-options-figures" aria-label="Cache now">
        <dt>Records in the cache</dt>
        <dd>{figures ? String(figures.entries) : '…'}</dd>
        <dt>Size</dt>
        <dd>{figures ? formatKilobytes(figures.bytes) : '…'}</dd>
      </dl>
      <div class="pcl-options-buttons">
        <button type="button" class="pcl-options-button" onClick={() => onClear()}>
          Clear cache
        </button>
      </div>
      {note && <p class="pcl-options-note">{note}</p>}
    </>
  );
}
