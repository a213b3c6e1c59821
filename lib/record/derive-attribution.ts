// The attribution block that travels with every view of record data, from a record's `about`.
import { safeHttpUrl } from '../util/safe-url';
import type { About } from './schema';
import type { AttributionView } from './view-types';

/**
 * @example attributionOf(record.about, 'arXiv metadata, CC0 1.0').licence // 'CC BY-SA 4.0'
 */
export function attributionOf(about: About | null | undefined, metadataLicence: string | null): AttributionView {
  return {
    site: safeHttpUrl(about?.site),
    licence: about?.licence ?? null,
    licenceUrl: safeHttpUrl(about?.licence_url),
    attributionUrl: safeHttpUrl(about?.attribution),
    modified: about?.modified ?? null,
    nonAffiliation: about?.non_affiliation ?? null,
    metadataLicence,
  };
}
