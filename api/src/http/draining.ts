import type { FastifyInstance } from 'fastify';

/**
 * An instance on its way out of a balancer's rotation. From `begin()` on, /health answers 503
 * "draining" (so the balancer's checks take the instance out), while every request is still served
 * as usual but answered with `Connection: close`: a client or balancer opens its next connection
 * anew, to another instance, and no idle kept-alive connection is left for the listener's close
 * to cut under a request (main.ts closes it only after SHUTDOWN_DELAY_MS).
 */
export class Draining {
  #since: number | undefined;

  get draining(): boolean {
    return this.#since !== undefined;
  }

  /** Starts draining; a second call changes nothing. */
  begin(): void {
    this.#since ??= Date.now();
  }
}

/** Every answer sent while `draining` closes its connection; `app.close()` starts draining too. */
export function closeConnectionsWhileDraining(app: FastifyInstance, draining: Draining): void {
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining.draining) void reply.header('connection', 'close');
    done();
  });
  app.addHook('preClose', (done) => {
    draining.begin();
    done();
  });
}
