import type { ReactNode } from 'react';
import { markHydrated, PART_ATTRIBUTE } from '@pasteleria/shared';

/**
 * A part of the page that React hydrates as one (the frame of the public pages, each remote's
 * screen): drawn alike by the server and the browser, and marked once React has committed it, for
 * a drawn page's loader, which gives a click kept before then to what was clicked (`markHydrated`).
 */
export function PagePart({ name, className, children }: { name: string; className: string; children: ReactNode }) {
  return (
    <div {...{ [PART_ATTRIBUTE]: name }} className={className} ref={markHydrated}>
      {children}
    </div>
  );
}
