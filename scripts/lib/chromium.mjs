// @ts-check
// Debian's Chromium, as every script and the browser tests launch it (CHROMIUM_PATH, default
// /usr/bin/chromium); never a downloaded browser.
import { existsSync } from 'node:fs';

/** The flags of a quiet, headless Chromium on a machine without a GPU or a sandbox. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** The Chromium to launch, or a Spanish error that says how to install it. */
export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
  if (!path || !existsSync(path))
    throw new Error(
      `No se encontró Chromium${path ? ` en ${path}` : ''}. Instálalo con "apt-get install -y chromium" (o indica su ruta en CHROMIUM_PATH).`,
    );
  return path;
}

/** The flags under Playwright, which adds its own headless flag; HTTP/3 off, as a phone's first visit. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  '--disable-quic',
];

/** Chromium under playwright-core (the benches; the browser tests launch it from their config). */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: chromiumPath(), args: PLAYWRIGHT_CHROMIUM_ARGS });
}
