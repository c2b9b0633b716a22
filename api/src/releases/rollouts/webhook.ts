import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { publicLookup } from '../fetch-manifest.js';
import { isPublicAddress } from '../public-address.js';

/**
 * RELEASE_WEBHOOK_URL: each step of a rollout (start, advance, abort, complete) posted as JSON with
 * a `text` a chat tool shows. The address is checked as a manifest URL is: unless its origin is in
 * RELEASE_ORIGINS, it must be public, by name and by the address connected to, so the server is
 * never made to post into its own network. A few seconds at most, no redirect; a failure is only
 * logged: a rollout never waits for a chat.
 */
const TIMEOUT_MS = 5_000;

export type WebhookPost = (payload: { text: string } & Record<string, unknown>) => Promise<void>;

export function webhook(url: string, trustedOrigins: readonly string[]): WebhookPost {
  const target = new URL(url);
  const trusted = trustedOrigins.includes(target.origin);
  const literal = target.hostname.replace(/^\[(.*)\]$/, '$1');
  return (payload) =>
    new Promise((resolve, reject) => {
      if (!trusted && isIP(literal) !== 0 && !isPublicAddress(literal))
        return reject(new Error(`RELEASE_WEBHOOK_URL is a private address (${literal}) outside RELEASE_ORIGINS`));
      const body = JSON.stringify(payload);
      const request = (target.protocol === 'https:' ? https : http).request(
        target,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          agent: false,
          signal: AbortSignal.timeout(TIMEOUT_MS),
          ...(trusted ? {} : { lookup: publicLookup }),
        },
        (response) => {
          response.resume();
          const connected = response.socket.remoteAddress ?? '';
          if (!trusted && !isPublicAddress(connected))
            return reject(new Error(`RELEASE_WEBHOOK_URL connected to a private address (${connected})`));
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new Error(`RELEASE_WEBHOOK_URL answered HTTP ${status}`));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}
