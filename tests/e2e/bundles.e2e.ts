// The built content scripts carry only what they use: no zod, no WebExtension polyfill, none of the
// background's record code, and never the code behind WXT's autoMount: a script that uses WXT's UI
// carries the stand-in instead (scripts/build/).
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
/** Scripts the background runs or registers at run time (the record and GitHub views, the sites script). */
const runtimeScripts = ['content-scripts/github-view.js', 'content-scripts/record-view.js', 'content-scripts/sites.js'];
/** A message of many-keys-map, which WXT's autoMount pulls in with @1natsu/wait-element. */
const AUTO_MOUNT_CODE = 'The keys parameter must be an array';

describe('the built bundles', () => {
  it('has the code the markers stand for in the background, so each marker is live', () => {
    expect(markersIn(read(manifest.background.service_worker), MARKERS)).toEqual(MARKERS.map((m) => m.what));
  });

  it.each([...contentScripts, ...runtimeScripts])('%s carries none of it, nor autoMount', (file) => {
    const code = read(file);
    expect(markersIn(code, MARKERS)).toEqual([]);
    expect(code).not.toContain(AUTO_MOUNT_CODE);
  });

  it.each([...contentScripts, ...runtimeScripts])('%s opens with V8’s hint to compile it whole as it loads; the background does not', (file) => {
    expect(read(file).startsWith('//# allFunctionsCalledOnLoad\n(function')).toBe(true);
    expect(read(manifest.background.service_worker)).not.toContain('allFunctionsCalledOnLoad');
  });

  it.each(['content-scripts/arxiv.js', 'content-scripts/github-view.js', 'content-scripts/record-view.js'])(
    '%s, which uses WXT’s UI, says why autoMount is missing',
    (file) => {
      expect(read(file)).toContain('ui.autoMount() is not built in');
    },
  );

  it('has one content script per page family', () => {
    expect([...contentScripts].sort()).toEqual(['content-scripts/arxiv-lists.js', 'content-scripts/arxiv.js', 'content-scripts/github.js']);
  });
});
