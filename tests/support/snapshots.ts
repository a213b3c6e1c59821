// Parses a saved page snapshot into a Document for scanner tests.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const PAGES_DIR = resolve(import.meta.dirname, '../fixtures/pages');

export function snapshotDocument(file: string): Document {
  const html = readFileSync(resolve(PAGES_DIR, file), 'utf8');
  return new DOMParser().parseFromString(html, 'text/html');
}
