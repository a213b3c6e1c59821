// Loads a folder of paper records into an index by slug, the `/paper/arxiv-{slug}` key.
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { trimSlashes } from '../lib/util/trim-slashes';

/** One paper record as loaded: the file's own text is kept so it is served byte for byte. */
export interface PaperEntry {
  /** Lower-case slug, e.g. `arxiv-2607-21653`. */
  slug: string;
  file: string;
  text: string;
  record: Record<string, unknown>;
}

/** The papers a server serves, by lower-case slug, in file-name order. */
export interface RecordIndex {
  dir: string;
  papers: Map<string, PaperEntry>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The slug a record is served under: its `url` field's last segment when it has one, else its
 * `arxiv_id` without a version, `.` and `/` turned into `-`. Null when it has neither.
 * @example slugOf({ arxiv_id: 'hep-th/9901001' }) // 'arxiv-hep-th-9901001'
 */
export function slugOf(record: Record<string, unknown>): string | null {
  const { url, arxiv_id: id } = record;
  if (typeof url === 'string') {
    // The site's own path wins, so the server answers exactly where the site would; a blank one
    // has no last segment and falls through to the id.
    const last = trimSlashes(url.trim()).split('/').pop();
    if (last) return last.toLowerCase();
  }
  if (typeof id === 'string' && id.trim() !== '') {
    return `arxiv-${id.trim().replace(/v\d+$/, '').replace(/[./]/g, '-')}`.toLowerCase();
  }
  return null;
}

/**
 * Reads every `*.json` in `dir` (not recursively). Files that cannot be read, are not JSON
 * objects, have no slug or repeat a slug are skipped with a log line: a bad fixture must not
 * take the other records down. Throws only when the folder itself cannot be read.
 */
export function loadRecords(dir: string, log: (line: string) => void = () => {}): RecordIndex {
  const papers = new Map<string, PaperEntry>();
  let listing: Dirent[];
  try {
    listing = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    throw new Error(`cannot read the records folder ${dir}: ${error instanceof Error ? error.message : String(error)}`);
  }
  // Stryker disable next-line MethodExpression: libuv already lists a folder in byte order on Unix; the sort keeps Windows (NTFS orders names case-blind) the same
  const files = listing
    .filter((f) => f.isFile() && f.name.toLowerCase().endsWith('.json'))
    .map((f) => f.name)
    .sort();
  for (const file of files) {
    let text: string;
    let record: unknown;
    try {
      text = readFileSync(join(dir, file), 'utf8');
      record = JSON.parse(text);
    } catch (error) {
      log(`skipped ${file}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (!isObject(record)) {
      log(`skipped ${file}: not a JSON object`);
      continue;
    }
    const slug = slugOf(record);
    if (slug === null) {
      log(`skipped ${file}: no url or arxiv_id`);
      continue;
    }
    const earlier = papers.get(slug);
    if (earlier) {
      log(`skipped ${file}: ${slug} is already served from ${earlier.file}`);
      continue;
    }
    papers.set(slug, { slug, file, text, record });
  }
  return { dir, papers };
}
