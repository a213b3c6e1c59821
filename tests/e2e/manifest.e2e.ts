// The built manifest asks for exactly what the README's permissions table says, and no more.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { originPattern } from '../../lib/util/origin-pattern';
import { buildExtension, ROOT } from '../support/build';

interface Manifest {
  permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
  content_security_policy?: unknown;
}

const manifest = JSON.parse(readFileSync(resolve(inject('extensionPath'), 'manifest.json'), 'utf8')) as Manifest;
const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');

/** The first column of the table under "## Permissions", one entry per row. */
function tableRows(): string[] {
  const section = readme.split('## Permissions')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| permission') && !line.startsWith('| ---'))
    .map((line) => line.split('|')[1]!.trim());
}

const codes = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

describe('the permissions table', () => {
  const rows = tableRows();
  const api = rows.filter((r) => !r.startsWith('host') && !r.startsWith('optional')).flatMap(codes);
  const hosts = rows.filter((r) => r.startsWith('host') && !r.includes('record source')).flatMap(codes);
  const optional = rows.filter((r) => r.startsWith('optional')).flatMap(codes);

  it('lists every API permission the manifest asks for', () => {
    expect([...(manifest.permissions ?? [])].sort()).toEqual([...api].sort());
  });

  it('lists every host, the record source being this build’s own', () => {
    // The e2e build's record source is the record server on loopback (see global-setup.ts).
    const source = originPattern(`http://127.0.0.1:${inject('recordPort')}`);
    expect(rows.some((r) => r.includes('record source'))).toBe(true);
    const granted = (manifest.host_permissions ?? []).filter((h) => !inject('testHosts').includes(h));
    expect([...granted].sort()).toEqual([...hosts, source].sort());
  });

  it('carries the test build’s extra origins only when the build is asked for them', () => {
    const release = JSON.parse(
      readFileSync(resolve(buildExtension({ recordSource: 'https://codewithpapers.app', name: 'e2e-release' }), 'manifest.json'), 'utf8'),
    ) as Manifest;
    expect(inject('testHosts').length).toBeGreaterThan(0);
    for (const host of inject('testHosts')) {
      expect(manifest.host_permissions).toContain(host);
      expect(release.host_permissions).not.toContain(host);
    }
    expect([...(release.host_permissions ?? [])].sort()).toEqual([...hosts, 'https://codewithpapers.app/*'].sort());
  }, 120_000);

  it('lists the optional hosts, and nothing broader is required', () => {
    expect([...(manifest.optional_host_permissions ?? [])].sort()).toEqual([...optional].sort());
    const required = [...(manifest.permissions ?? []), ...(manifest.host_permissions ?? [])];
    expect(required.filter((p) => ['tabs', '<all_urls>', '*://*/*', 'cookies', 'webRequest'].includes(p))).toEqual([]);
  });

  it('keeps the browser’s default content security policy (no remote code, no eval)', () => {
    expect(manifest.content_security_policy).toBeUndefined();
  });
});
