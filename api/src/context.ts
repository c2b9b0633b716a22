import type { Kysely } from 'kysely';
import type { PublicCache } from './cache/public-cache.js';
import type { ChangeFeed } from './db/change-feed.js';
import type { Config } from './config.js';
import type { DatabaseAvailability } from './db/availability.js';
import type { Database } from './db/database.js';
import type { Statements } from './db/statements.js';
import type { ImageVariants } from './pictures/picture-variants.js';
import type { ImageStore } from './pictures/sent-pictures.js';
import type { Draining } from './http/draining.js';
import type { RateLimiter } from './http/rate-limit.js';
import type { ReleaseServices } from './releases/services.js';
import type { ComposedPages } from './site/composed-pages.js';
import type { FirstViews } from './site/server-render/first-views.js';
import type { Statistics } from './statistics/service.js';
import type { VisitCounter } from './public/visit-counter.js';

/**
 * The server's services, built once by server.ts. app.ts hands each feature's routes this whole
 * record, and each takes only the services it names (its routes' own type), never this type.
 */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  /** Whether the database can be reached: while it cannot, requests that need it are answered 503. */
  availability: DatabaseAvailability;
  /** Every statement's outcome: the availability's source, the failures counted. */
  statements: Statements;
  /** What this instance tells the others on the same database, and hears from them. */
  changes: ChangeFeed;
  images: ImageStore;
  /** The stored pictures' WebP variants at IMAGE_WIDTHS, and their pixel sizes (`variantSize`). */
  variants: ImageVariants;
  cache: PublicCache;
  visits: VisitCounter;
  /** The shop's own statistics: the beacons' events, the reports, the daily roll-up. */
  statistics: Statistics;
  /** Each remote's releases: the registry held in memory, what pages load, the local copies served. */
  releases: ReleaseServices;
  /** The public pages' first views drawn on the server, in render processes. */
  firstViews: FirstViews;
  /** The public pages composed a moment ago (each kept a second). */
  composedPages: ComposedPages;
  /** Set when the server begins to stop: /health says so and answers close their connections. */
  draining: Draining;
  limiters: {
    loginPerIp: RateLimiter;
    loginPerEmailIp: RateLimiter;
    loginPerEmail: RateLimiter;
    commentPerIp: RateLimiter;
  };
}
