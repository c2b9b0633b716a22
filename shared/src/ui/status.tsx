import type { ReactNode } from 'react';

/** A light loading line while a request is under way. */
export function Loading({ children = 'Cargando...' }: { children?: ReactNode }) {
  return (
    <p className="loading" role="status" aria-live="polite">
      {children}
    </p>
  );
}

/** A request failed: say so in Spanish instead of leaving the screen blank. */
export function LoadError({ children }: { children: ReactNode }) {
  return (
    <p className="alert alert-error" role="alert">
      {children}
    </p>
  );
}

/** A list that answered with nothing. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>;
}
