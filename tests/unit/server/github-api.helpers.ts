// Test helper for the GitHub API stand-in: one request with headers on a fresh connection (fetch's
// kept-alive sockets meet the server closing idle ones whenever a test sets a fault script).
import { request } from 'node:http';

export interface GithubAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body read as JSON. */
  json: () => any;
  /** One header, or null when absent, as fetch's `headers.get` gives it. */
  header: (name: string) => string | null;
}

/** `GET` (or `method`) `base + path` with the given headers, on its own connection. */
export function ask(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<GithubAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const req = request({ host: hostname, port, path, method, agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          json: () => JSON.parse(body),
          header: (name) => {
            const value = res.headers[name.toLowerCase()];
            return value === undefined ? null : String(value);
          },
        }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}
