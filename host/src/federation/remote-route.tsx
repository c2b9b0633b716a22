import { Suspense, useReducer } from 'react';
import { useLocation } from 'react-router-dom';
import { PageTitle } from '@pasteleria/shared';
import { PagePart } from '../layout/page-part';
import { witness } from '../witness/witness-inbox';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoadError, remoteComponent, retryRemote } from './remote-loader';
import type { RemoteName } from './remotes';

type Props = {
  remote: RemoteName;
  /** Exposed module, e.g. './Home'. */
  module: string;
  /** Document title of the route; the remote's screens may render a more precise <title>. */
  title: string;
};

/** One route's remote: Suspense with a light placeholder, inside the error boundary. */
export function RemoteRoute({ remote, module, title }: Props) {
  const { pathname } = useLocation();
  // Bumped by 'Reintentar' so this route renders again and asks for the component afresh.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const Screen = remoteComponent(remote, module);
  // A failed download is fetched again; a render error only renders the loaded module again.
  const retry = (error: Error) => {
    if (error instanceof RemoteLoadError) retryRemote(remote);
    rerender();
  };
  // What the boundary catches is reported with the remote's release: a failed load, or a render error.
  const report = (error: Error) =>
    witness({
      type: 'error',
      kind: error instanceof RemoteLoadError ? 'load' : 'render',
      remote,
      error,
      path: pathname,
    });
  return (
    <>
      <PageTitle text={title} />
      <RemoteErrorBoundary
        resetKeys={[pathname, remote, module]}
        onRetry={retry}
        onError={report}
        whileLeaving={<RemoteLoading />}
      >
        <Suspense fallback={<RemoteLoading />}>
          {/* Inside the Suspense: marked once the remote's screen itself has hydrated. */}
          <PagePart name={remote} className="remote-part">
            {/* eslint-disable-next-line react-hooks/static-components -- remoteComponent keeps one lazy component per (remote, module) */}
            <Screen />
          </PagePart>
        </Suspense>
      </RemoteErrorBoundary>
    </>
  );
}

function RemoteLoading() {
  return (
    <div className="remote-status" role="status" aria-live="polite">
      <div className="remote-status-spinner" aria-hidden="true" />
      <span className="muted">Cargando…</span>
    </div>
  );
}
