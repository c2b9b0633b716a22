import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { witness, witnessing } from './witness-inbox';

/**
 * In the shell: each change of the router's path begins a page view, of the remote whose page it
 * is (the reporter reads which from the path). The page's first path, recorded at start-up, is
 * the same page view (the reporter keeps one page view while the path stays).
 */
export function WitnessPages() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (shown.current === pathname || !witnessing()) return;
    shown.current = pathname;
    witness({ type: 'view', path: pathname });
  }, [pathname]);

  return null;
}
