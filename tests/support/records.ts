// Loads the fixture records (the real one and the edited copies) for tests.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const RECORDS_DIR = resolve(import.meta.dirname, '../fixtures/records');

/** A fresh copy each call, so a test may edit it freely. */
export function loadRecord(file: string): Record<string, any> {
  return JSON.parse(readFileSync(resolve(RECORDS_DIR, file), 'utf8')) as Record<string, any>;
}

export const REAL_RECORD = 'arxiv-2607.21653.json';
