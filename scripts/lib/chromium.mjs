// @ts-check
// Debian's Chromium, as every script that drives a browser launches it (CHROMIUM_PATH, default
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

/** Chromium under playwright-core, which adds its own headless flag; HTTP/3 off, as a phone's first visit. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  const args = [...CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')), '--disable-quic'];
  return chromium.launch({ executablePath: chromiumPath(), args });
}
