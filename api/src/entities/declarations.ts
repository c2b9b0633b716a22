/**
 * The entity declarations of `@pasteleria/shared/entities` (shared/src/entities), compiled into
 * this package (tsconfig rootDir is the repository) so the API validates, documents and seeds
 * from the very declarations the front end uses.
 */
export * from '../../../shared/src/entities/index.ts';
