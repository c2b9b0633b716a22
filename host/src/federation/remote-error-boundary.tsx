import { Component, type ErrorInfo, type ReactNode } from 'react';
import { leavingPage, pageStays } from './page-leaving';

type Props = {
  /** When any of these change (e.g. the path), the boundary clears its error and tries again. */
  resetKeys: unknown[];
  /** Called by 'Reintentar' before the boundary renders its children again. */
  onRetry?: (error: Error) => void;
  /** Called with each error the boundary catches. */
  onError?: (error: Error) => void;
  /** Shown in place of an error met while the page is being left. */
  whileLeaving: ReactNode;
  children: ReactNode;
};

/** `leaving`: the error was met while the page was being left (./page-leaving.ts). */
type State = { error: Error | null; leaving?: boolean };

/**
 * Layer 3: catches a remote that cannot be loaded (server down, 404, script error) or that throws
 * while rendering, and shows a Spanish message with a 'Reintentar' button inside the shell. An
 * error met while the page is being left (its loads aborted by the browser) is neither logged nor
 * reported nor shown: the boundary shows `whileLeaving` and tries again if the page stays.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error, leaving: leavingPage() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.state.leaving) {
      void pageStays().then(this.retry);
      return;
    }
    console.error('[host] Una sección del sitio falló.', error, info.componentStack);
    this.props.onError?.(error);
  }

  override componentDidUpdate(prev: Props): void {
    const changed =
      prev.resetKeys.length !== this.props.resetKeys.length ||
      prev.resetKeys.some((key, i) => !Object.is(key, this.props.resetKeys[i]));
    if (this.state.error && changed) this.setState({ error: null });
  }

  retry = (): void => {
    const { error } = this.state;
    if (error) this.props.onRetry?.(error);
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    if (this.state.leaving) return this.props.whileLeaving;
    return <RemoteError onRetry={this.retry} />;
  }
}

function RemoteError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="remote-status container" role="alert" aria-labelledby="remote-error-title">
      <h1 id="remote-error-title" className="page-title">
        No pudimos cargar esta sección
      </h1>
      <p className="muted">
        Puede ser un problema de conexión o del servidor. El resto del sitio sigue funcionando; inténtalo de nuevo en un
        momento.
      </p>
      <div className="cluster" style={{ justifyContent: 'center' }}>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Reintentar
        </button>
        <a className="btn btn-outline" href="/">
          Volver al inicio
        </a>
      </div>
    </section>
  );
}
