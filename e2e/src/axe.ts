// axe-core inside the page: the WCAG 2.1 A and AA rules, and WCAG 2.2's target size (a finger's
// 24 px, as Lighthouse checks), every violation counted whatever its impact.
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

/**
 * `targetsWithin`: a selector of the part whose targets are held to the 24 px (a pop-up open over the
 * page): what it covers for the moment is not a target then, and was checked with it closed.
 */
async function violations(page: Page, targetsWithin?: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(
    async ({ tags, targetsWithin }) => {
      type Context = Document | { include: Element[] };
      const axe = (window as unknown as { axe: { run(ctx: Context, o: object): Promise<{ violations: Violation[] }> } })
        .axe;
      const run = async (context: Context, options: object) =>
        (await axe.run(context, { resultTypes: ['violations'], ...options })).violations;
      const wcag = { runOnly: { type: 'tag', values: tags } };
      if (!targetsWithin) return run(document, { ...wcag, rules: { 'target-size': { enabled: true } } });
      const part = [...document.querySelectorAll(targetsWithin)];
      return [
        ...(await run(document, wcag)),
        ...(part.length > 0 ? await run({ include: part }, { runOnly: ['target-size'] }) : []),
      ];
    },
    { tags: WCAG_21_AA, targetsWithin },
  );
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

/**
 * No WCAG 2.1 A/AA violation on the page as it is now, and no target under 24 px (only within
 * `targetsWithin` when given); `where` names it in the failure.
 */
export async function expectNoViolations(
  page: Page,
  where: string,
  { targetsWithin }: { targetsWithin?: string } = {},
): Promise<void> {
  const found = await violations(page, targetsWithin);
  expect(found, `${where}\n${describe(found)}`).toHaveLength(0);
}
