// The options' Sites: every site the reader turned on, each with Remove (which gives its access back).
import type { SiteEntry } from '../../lib/ui/use-sites';

interface Props {
  /** null while being read. */
  sites: SiteEntry[] | null;
  note: string | null;
  onRemove: (site: SiteEntry) => void;
}

/** @example <OptionsSites sites={[{ pattern: 'https://huggingface.co/*', host: 'huggingface.co' }]} note={null} onRemove={remove} /> */
export function OptionsSites({ sites, note, onRemove }: Props) {
  return (
    <>
      <p class="pcl-options-help">
        Besides arXiv and GitHub, Paper Code Lens shows records on the sites you turn on, one by one: open its popup on a site and choose “Always show on…”.
        Each site is asked for alone, and removing it here gives its access back.
      </p>
      {sites === null && <p class="pcl-options-note">Reading…</p>}
      {sites?.length === 0 && <p class="pcl-options-note">No other sites are turned on.</p>}
      {sites && sites.length > 0 && (
        <ul class="pcl-options-sites" aria-label="Sites turned on">
          {sites.map((site) => (
            <li key={site.pattern}>
              <span class="pcl-options-site">{site.host}</span>
              <button type="button" class="pcl-options-button" aria-label={`Remove ${site.host}`} onClick={() => onRemove(site)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {note && (
        <p class="pcl-options-note pcl-options-note--problem" role="status">
          {note}
        </p>
      )}
    </>
  );
}
