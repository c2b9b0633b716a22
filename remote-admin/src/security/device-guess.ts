/**
 * A passkey's likely name, from the browser that makes it: the device or system ("iPhone",
 * "Android", "Mac", "Windows"), which its owner can change before saving it.
 */
const DEVICES: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Teléfono Android'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bWindows\b/, 'Computadora con Windows'],
  [/\bCrOS\b/, 'Chromebook'],
  [/\bLinux\b/, 'Computadora con Linux'],
];

export function deviceGuess(userAgent: string): string {
  return DEVICES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Mi llave de acceso';
}
