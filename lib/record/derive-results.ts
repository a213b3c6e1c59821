// Leaderboard placements (Syntology's extracted results) and archive results, as named text fields.
import type { ArchiveResults, ExtractedResults } from './schema';
import type { ResultEntryView, ResultsView } from './view-types';

/** How deep a result's nested objects are read; deeper data is not shown rather than guessed at. */
const MAX_DEPTH = 2;

function fieldsOf(value: Record<string, unknown>, prefix = '', depth = 0): ResultEntryView['fields'] {
  const fields: ResultEntryView['fields'] = [];
  for (const [key, item] of Object.entries(value)) {
    const name = `${prefix}${key.replace(/_/g, ' ')}`;
    if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
      fields.push({ name, value: String(item) });
    } else if (
      item &&
      // Stryker disable next-line ConditionalExpression: results are parsed JSON, where a truthy value that is not text, number or flag is an object or a list
      typeof item === 'object' &&
      !Array.isArray(item) &&
      depth < MAX_DEPTH
    ) {
      fields.push(...fieldsOf(item as Record<string, unknown>, `${name} `, depth + 1));
    }
  }
  return fields;
}

function entriesOf(list: Record<string, unknown>[] | null | undefined): ResultEntryView[] {
  return (list ?? []).map((entry) => ({ fields: fieldsOf(entry) })).filter((e) => e.fields.length > 0);
}

/**
 * Results worth showing, or null when the record has none.
 * @example deriveResults(null, [{ task: 'QA', value: 71.2 }])?.archive[0]?.fields
 */
export function deriveResults(extracted: ExtractedResults | null | undefined, archive: ArchiveResults): ResultsView | null {
  const view: ResultsView = {
    extracted: entriesOf(extracted?.entries),
    archive: entriesOf(archive),
    coverage: extracted?.coverage?.sentence ?? null,
    extractor: extracted?.extractor_model ?? null,
    verifier: extracted?.verifier_model ?? null,
  };
  return view.extracted.length + view.archive.length > 0 ? view : null;
}
