import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/** Where Prometheus scrapes an instance. */
const METRICS_PATH = '/metrics';

export interface MetricsListener {
  /** `http://host:port/metrics`, as bound (METRICS_PORT=0: the port the system gave). */
  url: string;
  close: () => Promise<void>;
}

/**
 * `GET /metrics` in Prometheus' text format, on a listener of its own (METRICS_HOST:METRICS_PORT),
 * apart from the site's port: what a balancer sends visitors to never shows it, and an operator
 * scrapes each instance there, never through the balancer. Anything else is a 404.
 */
export async function listenForScrapes(
  registry: Registry,
  { port, host }: { port: number; host: string },
): Promise<MetricsListener> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`Solo ${METRICS_PATH}.\n`);
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = server.address() as AddressInfo;
  const hostName = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  return {
    url: `http://${hostName}:${bound.port}${METRICS_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Prometheus keeps its connection open between scrapes.
        server.closeAllConnections();
      }),
  };
}
