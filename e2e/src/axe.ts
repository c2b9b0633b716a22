// axe-core inside the page: the WCAG 2.1 A and AA rules, every violation counted whatever its impact.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// Evaluated through the devtools protocol: the site's CSP (rightly) refuses an injected <script>.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

async function violations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } })
      .axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }))
      .violations;
  }, WCAG_21_AA);
}

function describe(list: Violation[]): string {
  return list
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`.replace(/\s+/g, ' ')).join('\n'),
    )
    .join('\n');
}

/** No WCAG 2.1 A/AA violation on the page as it is now; `where` names it in the failure. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  const found = await violations(page);
  expect(found, `${where}\n${describe(found)}`).toHaveLength(0);
}
