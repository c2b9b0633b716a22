// The shop's statistics as a visitor's browser sends them.
import type { Page, Request } from '@playwright/test';

/** The events the page sends, as the API receives them. */
export function recordEvents(page: Page): object[] {
  const events: object[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/v1/public/eventos' && request.method() === 'POST')
      events.push(JSON.parse(request.postData() ?? 'null') as object);
  });
  return events;
}
