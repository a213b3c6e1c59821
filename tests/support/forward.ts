// Real origins answered by a loopback server, for the demo and the README's pictures: a build with
// the real defaults (https://codewithpapers.app, https://paperswithcode.co, https://api.github.com)
// shows what a reader sees, and the browser's request routing hands each of its requests to the
// record server instead, so nothing leaves the machine. Both browsers' drivers call this.

/** One request as the browser would send it. */
export interface OutgoingRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: Buffer | null;
}

/** The loopback server's answer, with its own address written back as the real origin's. */
export interface ForwardedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers that belong to one hop, not to the request or the answer: fetch sets its own. */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'accept-encoding', 'content-encoding', 'keep-alive']);

const endToEnd = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_HEADERS.has(name.toLowerCase())));

/** The loopback address `forward` gives `url`'s origin, or null when that origin is not forwarded. */
export function forwardedUrl(url: string, forward: Readonly<Record<string, string>>): string | null {
  const parsed = new URL(url);
  const to = forward[parsed.origin];
  return to ? `${to}${parsed.pathname}${parsed.search}` : null;
}

/**
 * Asks the loopback server what `forward` maps the request's origin to, and answers as that origin
 * would. A redirect within the server is followed here (Chromium does not follow a redirect that
 * routing answers for a service worker's fetch), so the answer is the last one, as fetch's would be;
 * the server's own address in a Location header or a text body (the GitHub stand-in names it) becomes
 * the real origin's. Null when the origin is not forwarded.
 * @example await forwardRequest({ url: 'https://codewithpapers.app/api/…', method: 'GET', headers: {} }, { 'https://codewithpapers.app': 'http://127.0.0.1:4000' })
 */
export async function forwardRequest(request: OutgoingRequest, forward: Readonly<Record<string, string>>): Promise<ForwardedAnswer | null> {
  const first = forwardedUrl(request.url, forward);
  if (!first) return null;
  let target: string = first;
  const origin = new URL(request.url).origin;
  const loopback = new URL(target).origin;
  const hasBody = request.body && request.method !== 'GET' && request.method !== 'HEAD';
  let response: Response;
  for (let hop = 0; ; hop++) {
    response = await fetch(target, {
      method: request.method,
      headers: endToEnd(request.headers),
      body: hasBody ? new Uint8Array(request.body!) : undefined,
      redirect: 'manual',
    });
    const next = response.headers.get('location');
    const to: URL | null = next === null ? null : new URL(next, target);
    if (hop === 5 || response.status < 300 || response.status > 399 || to?.origin !== loopback) break;
    target = to.href;
  }
  const headers = endToEnd(Object.fromEntries(response.headers));
  if (headers.location) headers.location = headers.location.replace(loopback, origin);
  let body = Buffer.from(await response.arrayBuffer());
  if (/json|text/.test(headers['content-type'] ?? '')) body = Buffer.from(body.toString('utf8').replaceAll(loopback, origin));
  return { status: response.status, headers, body };
}
