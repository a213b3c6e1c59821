// Loads the fixture records (the real one and the edited copies) for tests.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const RECORDS_DIR = resolve(import.meta.dirname, '../fixtures/records');
/** The Papers with Code stand-in's fixtures (server/pwc.ts), served by the same record server under `/api/v1/`. */
export const SECOND_DIR = resolve(import.meta.dirname, '../fixtures/pwc');
/** The GitHub API stand-in's fixtures (server/github-api.ts), served by the same record server under `/repos/`. */
export const GITHUB_DIR = resolve(import.meta.dirname, '../fixtures/github-api');

/** A fresh copy each call, so a test may edit it freely. */
export function loadRecord(file: string): Record<string, any> {
  return JSON.parse(readFileSync(resolve(RECORDS_DIR, file), 'utf8')) as Record<string, any>;
}

export const REAL_RECORD = 'arxiv-2607.21653.json';

/** The run headline the panel, the box and the popup show for a record, counted from its samples. */
export function ranHeadline(record: Record<string, any>): string {
  const samples: { status: string }[] = record.syntology.samples;
  return `${samples.filter((s) => s.status === 'ran').length} of ${samples.length} harvested functions ran`;
}
