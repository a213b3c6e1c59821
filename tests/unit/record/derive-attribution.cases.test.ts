// What the attribution block shows for a record with a full `about`, with none, and with gaps.
import { describe, expect, it } from 'vitest';
import { attributionOf } from '../../../lib/record/derive-attribution';

const SOURCE = 'https://records.example';
const METADATA = 'arXiv metadata, CC0 1.0';

describe('attributionOf', () => {
  it('shows every part of a full `about` block', () => {
    const about = {
      site: 'https://records.example',
      licence: 'CC BY-SA 4.0',
      licence_url: 'https://creativecommons.org/licenses/by-sa/4.0/',
      attribution: 'https://codewithpapers.app/about',
      modified: 'Reformatted by Code with Papers.',
      non_affiliation: 'Not affiliated with Papers with Code.',
    };
    expect(attributionOf(about, METADATA, SOURCE)).toEqual({
      site: 'https://records.example/',
      licence: 'CC BY-SA 4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
      attributionUrl: 'https://codewithpapers.app/about',
      modified: 'Reformatted by Code with Papers.',
      nonAffiliation: 'Not affiliated with Papers with Code.',
      metadataLicence: 'arXiv metadata, CC0 1.0',
    });
  });

  it.each([null, undefined])('shows only the metadata licence when the record has no `about` (%s)', (about) => {
    expect(attributionOf(about, METADATA, SOURCE)).toEqual({
      site: null,
      licence: null,
      licenceUrl: null,
      attributionUrl: null,
      modified: null,
      nonAffiliation: null,
      metadataLicence: 'arXiv metadata, CC0 1.0',
    });
  });

  it('shows nothing for the parts an `about` block leaves out', () => {
    expect(attributionOf({ licence: 'CC BY-SA 4.0' }, null, SOURCE)).toEqual({
      site: null,
      licence: 'CC BY-SA 4.0',
      licenceUrl: null,
      attributionUrl: null,
      modified: null,
      nonAffiliation: null,
      metadataLicence: null,
    });
  });
});
