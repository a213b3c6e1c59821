// The code that comes from elsewhere than the record, after the record's own: Papers with Code's
// listing (when turned on), then what the page names.
import type { CodeParts } from '../../lib/record/code-parts';
import type { SecondOpinion } from '../../lib/record/code-part-types';
import { NamedSection } from './NamedSection';
import { SecondSection } from './SecondSection';

/** @example <OtherCode parts={parts} opinion={opinion} /> */
export function OtherCode({ parts, opinion }: { parts: CodeParts; opinion: SecondOpinion | null }) {
  return (
    <>
      <SecondSection opinion={opinion} rows={parts.second} />
      <NamedSection links={parts.named} />
    </>
  );
}
