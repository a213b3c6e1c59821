// The licence, attribution link and modification notice on one small line; the other notices a click away.
import type { AttributionView } from '../../lib/record/view-types';
import { Disclosure } from '../shared/Disclosure';
import { LicenceLinks } from '../shared/LicenceLinks';

interface Props {
  attribution: AttributionView;
}

/** @example <CompactAttribution attribution={view.attribution} /> */
export function CompactAttribution({ attribution: a }: Props) {
  return (
    <footer class="pcl-gh-attribution">
      <p class="pcl-gh-attribution-line">
        Data: Code with Papers
        <LicenceLinks attribution={a} />
        {a.modified && ` · ${a.modified}`}
      </p>
      {(a.nonAffiliation || a.metadataLicence) && (
        <Disclosure label="Affiliation" class="pcl-affiliation">
          {a.nonAffiliation && <p>{a.nonAffiliation}</p>}
          {a.metadataLicence && <p>{a.metadataLicence}</p>}
        </Disclosure>
      )}
    </footer>
  );
}
