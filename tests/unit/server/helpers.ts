// Test helpers for the record server: raw HTTP requests and throw-away record folders.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const FIXTURES = resolve(import.meta.dirname, '../../fixtures/records');
export const fixtureText = (file: string): string => readFileSync(join(FIXTURES, file), 'utf8');
export const fixture = (file: string): Record<string, any> => JSON.parse(fixtureText(file)) as Record<string, any>;

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with the path sent exactly as given (fetch would normalise `..` and `//`);
 * `host` replaces the Host header (a rebound name), `null` sends none. */
export function send(base: string, path: string, method = 'GET', host?: string | null): Promise<Answer> {
  const { hostname, port } = new URL(base);
  const headers = host === undefined ? {} : host === null ? {} : { Host: host };
  return new Promise((done, fail) => {
    const req = request({ host: hostname, port, path, method, agent: false, headers, setHost: host !== null }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** A temporary folder holding the given files; `remove` deletes it. */
export function tempFolder(files: Record<string, string>): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'pcl-records-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
