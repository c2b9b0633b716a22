import { getRuntimeConfig, replaceRuntimeConfig } from '../config/runtime-config';
import type { RuntimeConfig } from '../types';

/** Makes `getRuntimeConfig().site` (shop name, WhatsApp phone, social URL) read `site`, as if /config.json said so. */
export function setTestSite(site: RuntimeConfig['site']): void {
  replaceRuntimeConfig({ ...getRuntimeConfig(), site });
}
