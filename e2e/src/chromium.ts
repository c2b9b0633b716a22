// Debian's chromium, never a downloaded browser: where it is and the flags it runs with.
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Fails with a Spanish explanation when the binary is missing. */
export function assertChromium(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No se encontró Chromium en ${CHROMIUM}. Instálalo con "apt-get install -y chromium" ` +
        '(o indica su ruta en CHROMIUM_PATH) para correr las pruebas de navegador.',
    );
  }
}
