import type { Locator } from 'playwright-core';

/**
 * Waits until `locator` matches exactly `expected` elements (sections that load on their own
 * schedule fill in one after another), and answers the last count seen after `timeoutMs`.
 */
export async function countWhenSettled(locator: Locator, expected: number, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let count = await locator.count();
  while (count !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    count = await locator.count();
  }
  return count;
}
