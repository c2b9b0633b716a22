import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The request's line leaves out who sent it (address, port): the statistics' beacons. */
    anonymousLog?: boolean;
  }
}

/**
 * fastify's per-request log lines, for a person: one line per answered request ("GET /api/v1/…
 * 200 3 ms") instead of "incoming request" and "request completed". API calls at info; the site's
 * files, pages and pictures, and the balancer's successful health checks, at debug, so a page
 * view does not print a line per file at the default level; a failed answer (5xx, or an error
 * while sending) at error, whatever its URL, but a 503: the database could not be reached, an
 * outage logged once (db/availability.ts), and its requests' lines are as any other answer's.
 * fastify's own error lines are kept. A route marked `anonymousLog` is logged by its method and URL
 * alone: no address (fastify's `remoteAddress`, `remotePort`), no host; no request line has the
 * user agent.
 */
export class RequestLog extends LogController {
  readonly #apiPrefix: string;

  constructor(apiPrefix: string) {
    super();
    this.#apiPrefix = apiPrefix;
  }

  #level(request: FastifyRequest, reply: FastifyReply, failed: boolean): 'debug' | 'info' | 'warn' | 'error' {
    const path = request.url.split('?', 1)[0] ?? '';
    if (path === `${this.#apiPrefix}/health`) return reply.statusCode === 200 && !failed ? 'debug' : 'warn';
    if (failed || (reply.statusCode >= 500 && reply.statusCode !== 503)) return 'error';
    return path.startsWith(`${this.#apiPrefix}/`) ? 'info' : 'debug';
  }

  override incomingRequest(): void {
    // The request's one line is written when it is answered (requestCompleted).
  }

  override routeNotFound(): void {
    // Its 404 is the request's one line.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = Math.round(reply.elapsedTime);
    const req =
      request.routeOptions.config.anonymousLog === true ? { method: request.method, url: request.url } : request;
    request.log[this.#level(request, reply, Boolean(error))](
      { req, res: reply, responseTime: reply.elapsedTime, ...(error ? { err: error } : {}) },
      `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`,
    );
  }
}
