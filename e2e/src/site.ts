// The composed site on a free port with a fresh DATA_DIR, started the way the benches start it
// (scripts/site-process.mjs, the one copy of that code).
export { ADMIN_EMAIL, ADMIN_PASSWORD, freePort, startSite } from '../../scripts/site-process.mjs';

export interface Site {
  url: string;
  stop(): Promise<void>;
}
