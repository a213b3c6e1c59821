// The papers the README cites whose records do not list this repository: the mismatch a maintainer fixes.
import type { CitationView } from '../../lib/record/repo-view-types';
import { CitationList } from './CitationList';

interface Props {
  /** Every citation of the README; only the not-linked ones are shown. */
  citations: CitationView[];
}

/** @example <CitedNotLinked citations={view.citations} /> */
export function CitedNotLinked({ citations }: Props) {
  return (
    <CitationList
      heading="Cited in the README, not linked"
      note="Code with Papers has a record of each, but it does not list this repository."
      citations={citations.filter((c) => c.linkage === 'not-linked')}
    />
  );
}
