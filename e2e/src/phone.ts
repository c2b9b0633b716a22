// A back-office screen on a phone (390×844): nothing wider than the window, nothing that scrolls
// sideways, and no axe-core violation; each screen saved as a picture in the test's output folder.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoViolations } from './axe.js';

/** The phone the back office is measured on. */
export const PHONE = { width: 390, height: 844 };

/**
 * What sticks out past the right edge of a window `width` wide, or scrolls sideways: a line per
 * element. (A phone's browser zooms out to show a page wider than itself: innerWidth grows with it.)
 */
function tooWide(width: number): string[] {
  const name = (element: Element) => {
    const classes = [...element.classList].slice(0, 3).join('.');
    const text = (element.textContent ?? '').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> «${text}»`;
  };
  const found: string[] = [];
  if (document.documentElement.scrollWidth > width)
    found.push(`la página mide ${document.documentElement.scrollWidth} px de ancho`);
  for (const element of document.body.querySelectorAll('*')) {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const style = getComputedStyle(element);
    if (/auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
      found.push(`${name(element)} se desplaza de lado (${element.scrollWidth} px en ${element.clientWidth} px)`);
    // What an ancestor clips is not seen past its edge.
    let right = box.right;
    for (let parent = element.parentElement; parent; parent = parent.parentElement)
      if (getComputedStyle(parent).overflowX !== 'visible')
        right = Math.min(right, parent.getBoundingClientRect().right);
    if (right > width + 0.5) found.push(`${name(element)} llega a ${Math.round(right)} px`);
  }
  return found;
}

/** antd's pop-up layers: a question, a dialog, a menu or a select's list open over the page. */
const POP_UPS = '.ant-popover, .ant-modal-wrap, .ant-dropdown, .ant-select-dropdown';

/** Waits until no animation runs (antd's pop-ups fade and slide in). */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0);
}

/** Saves the screen as `<shot>.png` in the test's output folder, then checks that it fits the window and passes axe-core. */
export async function expectFits(page: Page, testInfo: TestInfo, shot: string, { popUp = false } = {}): Promise<void> {
  await settled(page);
  // A pop-up is seen as the window shows it; a page, whole.
  await page.screenshot({ path: testInfo.outputPath(`${shot}.png`), fullPage: !popUp });
  expect(await page.evaluate(tooWide, PHONE.width), shot).toEqual([]);
  await expectNoViolations(page, `teléfono: ${shot}`, popUp ? { targetsWithin: POP_UPS } : {});
}
