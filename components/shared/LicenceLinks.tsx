// The data licence and the attribution page as links, for the attribution lines to share.
import type { AttributionView } from '../../lib/record/view-types';
import { ExternalLink } from './ExternalLink';

/** @example <p>Data from x<LicenceLinks attribution={a} /></p> // ", CC BY-SA 4.0 · Attribution" */
export function LicenceLinks({ attribution: a }: { attribution: AttributionView }) {
  const licenceText = a.licence ?? (a.licenceUrl ? 'licence' : null);
  return (
    <>
      {licenceText && (
        <>
          {', '}
          <ExternalLink href={a.licenceUrl} class="pcl-licence">
            {licenceText}
          </ExternalLink>
        </>
      )}
      {a.attributionUrl && (
        <>
          {' · '}
          <ExternalLink href={a.attributionUrl}>Attribution</ExternalLink>
        </>
      )}
    </>
  );
}
