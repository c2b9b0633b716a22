import type { RemoteName } from '@pasteleria/shared/federation';

/** A remote (or one of its modules) could not be downloaded or evaluated. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly expose: string,
    override readonly cause: unknown,
  ) {
    super(`No se pudo cargar ${remote}/${expose}`);
    this.name = 'RemoteLoadError';
  }
}
