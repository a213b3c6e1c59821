// The attribution block that travels with every view of record data, from a record's `about`.
import { httpsOn, LICENCE_HOSTS, onRecordSite } from './record-links';
import type { About } from './schema';
import type { AttributionView } from './view-types';

/**
 * `source` is the record source the user chose: the site and attribution links lead only there or to
 * the publisher's site, the licence link only to a licence publisher (see record-links.ts).
 * @example attributionOf(record.about, 'arXiv metadata, CC0 1.0', 'https://codewithpapers.app').licence // 'CC BY-SA 4.0'
 */
export function attributionOf(about: About | null | undefined, metadataLicence: string | null, source: string): AttributionView {
  return {
    site: onRecordSite(about?.site, source),
    licence: about?.licence ?? null,
    licenceUrl: httpsOn(about?.licence_url, LICENCE_HOSTS),
    attributionUrl: onRecordSite(about?.attribution, source),
    modified: about?.modified ?? null,
    nonAffiliation: about?.non_affiliation ?? null,
    metadataLicence,
  };
}
