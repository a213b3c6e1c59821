// The popup's offer to stay on for the site of the current tab ("Always show on huggingface.co").
import type { SiteAccess } from '../../lib/ui/use-site-access';

interface Props {
  access: SiteAccess;
  onTurnOn: () => void;
}

/** @example <SiteSwitch access={{ kind: 'off', host: 'huggingface.co' }} onTurnOn={turnOn} /> */
export function SiteSwitch({ access, onTurnOn }: Props) {
  if (access.kind === 'none') return null;
  if (access.kind === 'on') {
    return (
      <p class="pcl-message-detail pcl-popup-site" role="status">
        {access.justNow ? `Now shown on ${access.host}.` : `Shown on ${access.host}.`} To stop, remove it under Options › Sites.
      </p>
    );
  }
  return (
    <div class="pcl-popup-site">
      <button type="button" class="pcl-popup-button" onClick={onTurnOn}>
        Always show on {access.host}
      </button>
      {access.kind === 'problem' && (
        <p class="pcl-message-detail" role="status">
          {access.problem}
        </p>
      )}
    </div>
  );
}
