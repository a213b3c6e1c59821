// The floor of "being a content script at all": an extension whose one content script is empty,
// loaded on the same pages as ours, so what any extension costs a page is measured, not guessed.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Writes the extension to a new temporary folder and returns it: a manifest and an empty script that
 * starts when our panel's does (document_start) on arXiv's abstract and listing pages, with no background.
 * @example const bench = await launchBench(writeEmptyExtension(), { background: false })
 */
export function writeEmptyExtension(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pcl-bench-empty-'));
  const manifest = {
    manifest_version: 3,
    name: 'Paper Code Lens bench: empty content script',
    version: '0.0.1',
    content_scripts: [{ matches: ['https://arxiv.org/abs/*', 'https://arxiv.org/list/*'], js: ['empty.js'], run_at: 'document_start' }],
  };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'empty.js'), '');
  return dir;
}
