import axe from 'axe-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG 2.1 A and AA violations axe-core finds in the document as it is now, each as
 * 'rule: target'. The document is in Spanish, as the host's page says (<html lang="es">). Colour
 * contrast is left to the browser tests: antd's styles are not written into the test document (see
 * render.tsx), and jsdom has no layout to measure.
 */
export async function axeViolations(): Promise<string[]> {
  document.documentElement.lang = 'es';
  const { violations } = await axe.run(document, {
    runOnly: { type: 'tag', values: WCAG_21_AA },
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${JSON.stringify(node.target)}`));
}
