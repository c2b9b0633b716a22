import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Layer 1 of 3 (then errorLoadRemote, then the React error boundary): a remote's mf-manifest.json
 * is fetched again, after a short pause, when the network fails or the server answers 5xx.
 * A 404 is not retried: the file is not there and asking again will not change that.
 */
export function retryPlugin({ retries = 2, delayMs = 400 } = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'pasteleria-retry-plugin',
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.status < 500 || attempt === retries) return response;
          lastError = new Error(`${url} respondió ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}

/**
 * Layer 2: the runtime's errorLoadRemote hook. It says in the console which remote failed and at
 * which step, and returns nothing, so the error reaches the route's error boundary (layer 3),
 * which shows the message with 'Reintentar' inside the shell.
 */
export function reportErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pasteleria-report-errors-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] No se pudo cargar "${id}" (${lifecycle}).`, error);
      return undefined;
    },
  };
}
