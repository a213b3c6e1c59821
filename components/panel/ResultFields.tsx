// One result entry as a small definition list of its named fields.
import type { ResultEntryView } from '../../lib/record/view-types';

interface Props {
  entry: ResultEntryView;
}

/** @example <ResultFields entry={{ fields: [{ name: 'metric', value: 'F1' }] }} /> */
export function ResultFields({ entry }: Props) {
  return (
    <dl class="pcl-fields">
      {entry.fields.map((field, i) => (
        // Names can repeat after nested fields are flattened, so the index keeps keys unique.
        <div key={`${field.name}:${i}`} class="pcl-field">
          <dt>{field.name}</dt>
          <dd>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
