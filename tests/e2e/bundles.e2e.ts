// The built content scripts carry only what they use: no zod, no WebExtension polyfill, none of the
// background's record code, and the autoMount stand-in instead of WXT's (scripts/build/).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { MARKERS, markersIn } from '../../scripts/bench/size';

const dir = inject('extensionPath');
const manifest = JSON.parse(readFileSync(resolve(dir, 'manifest.json'), 'utf8')) as {
  background: { service_worker: string };
  content_scripts: { js: string[] }[];
};
const read = (file: string) => readFileSync(resolve(dir, file), 'utf8');
const contentScripts = manifest.content_scripts.flatMap((c) => c.js);

describe('the built bundles', () => {
  it('has the code the markers stand for in the background, so each marker is live', () => {
    expect(markersIn(read(manifest.background.service_worker), MARKERS)).toEqual(MARKERS.map((m) => m.what));
  });

  it.each(contentScripts)('%s carries none of it, and says why autoMount is missing', (file) => {
    const code = read(file);
    expect(markersIn(code, MARKERS)).toEqual([]);
    expect(code).toContain('ui.autoMount() is not built in');
  });

  it('has one content script per page family', () => {
    expect([...contentScripts].sort()).toEqual(['content-scripts/arxiv-lists.js', 'content-scripts/arxiv.js', 'content-scripts/github.js']);
  });
});
