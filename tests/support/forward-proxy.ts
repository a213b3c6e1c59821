// Firefox's way to forward real origins to a loopback server (forward.ts), for the demo only.
// WebDriver BiDi sees no request of an add-on's background page, so its interception cannot answer
// them; a proxy can. Firefox is given a PAC script that sends only the forwarded hosts to this
// proxy; it accepts their CONNECT, speaks TLS with a throwaway certificate made for this run
// (the demo's Firefox accepts any certificate: puppeteer's acceptInsecureCerts), and answers each
// request through forwardRequest. Every other CONNECT is refused, so nothing leaves the machine.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forwardRequest } from './forward';

export interface ForwardProxy {
  /** Firefox's preferences that send the forwarded hosts, and only them, through this proxy. */
  prefs: Record<string, string | number | boolean>;
  close(): Promise<void>;
}

/** A self-signed certificate for `hosts`, made with openssl in a folder removed at once. */
function throwawayCertificate(hosts: string[]): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'pcl-demo-cert-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const names = hosts.map((host) => `DNS:${host}`).join(',');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=paper-code-lens-demo',
        '-addext',
        `subjectAltName=${names}`,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Starts the proxy for `forward`'s origins (https only).
 * @example const proxy = await startForwardProxy({ 'https://codewithpapers.app': 'http://127.0.0.1:4000' })
 */
export async function startForwardProxy(forward: Readonly<Record<string, string>>): Promise<ForwardProxy> {
  const hosts = Object.keys(forward).map((origin) => new URL(origin).host);
  const tls = createTlsServer(throwawayCertificate(hosts), (request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const url = `https://${request.headers.host}${request.url}`;
      try {
        const answer = await forwardRequest({ url, method: request.method ?? 'GET', headers, body: await bodyOf(request) }, forward);
        if (!answer) response.writeHead(502).end();
        else response.writeHead(answer.status, answer.headers).end(answer.body);
      } catch {
        response.writeHead(502).end();
      }
    })();
  });
  const proxy = createServer((_request, response) => {
    // The PAC script: only the forwarded hosts come here.
    const list = JSON.stringify(hosts);
    response.writeHead(200, { 'Content-Type': 'application/x-ns-proxy-autoconfig' });
    response.end(`function FindProxyForURL(url, host) { return ${list}.indexOf(host) >= 0 ? 'PROXY 127.0.0.1:${port()}' : 'DIRECT'; }`);
  });
  const tunnels = new Set<Socket>();
  proxy.on('connect', (request: IncomingMessage, socket: Socket) => {
    const [host, portText] = (request.url ?? '').split(':');
    if (!host || portText !== '443' || !hosts.includes(host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    tunnels.add(socket);
    socket.once('close', () => tunnels.delete(socket));
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    tls.emit('connection', socket);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = () => (proxy.address() as AddressInfo).port;
  return {
    prefs: { 'network.proxy.type': 2, 'network.proxy.autoconfig_url': `http://127.0.0.1:${port()}/proxy.pac` },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of tunnels) socket.destroy();
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
