// The licence, attribution link and notices that CC BY-SA asks to travel with the record's data.
import type { AttributionView, Section } from '../../lib/record/view-types';
import { Disclosure } from './Disclosure';
import { ExternalLink } from './ExternalLink';
import { LicenceLinks } from './LicenceLinks';

interface Props {
  attribution: Section<AttributionView>;
}

function hostOf(site: string): string {
  try {
    return new URL(site).hostname;
  } catch {
    return site;
  }
}

/** @example <AttributionFooter attribution={view.attribution} /> */
export function AttributionFooter({ attribution }: Props) {
  if (!attribution.ok) {
    return (
      <footer class="pcl-attribution">
        <div class="pcl-section-problem">
          <p>This part could not be read</p>
          <p class="pcl-section-problem-detail">Attribution: {attribution.problem}</p>
        </div>
      </footer>
    );
  }
  const a = attribution.value;
  const licenceText = a.licence ?? (a.licenceUrl ? 'licence' : null);
  return (
    <footer class="pcl-attribution">
      {(a.site || licenceText || a.attributionUrl) && (
        <p>
          Data
          {a.site && (
            <>
              {' from '}
              <ExternalLink href={a.site}>{hostOf(a.site)}</ExternalLink>
            </>
          )}
          <LicenceLinks attribution={a} />
        </p>
      )}
      {a.modified && <p>{a.modified}</p>}
      {a.metadataLicence && <p>{a.metadataLicence}</p>}
      {a.nonAffiliation && (
        <Disclosure label="Affiliation" class="pcl-affiliation">
          <p>{a.nonAffiliation}</p>
        </Disclosure>
      )}
    </footer>
  );
}
