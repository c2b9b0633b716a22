/** `@pasteleria/shared/federation`: the remotes, the modules the host loads from them, the pages they render, what their manifests name, and their releases. */
export * from './remote-modules.ts';
export * from './releases.ts';
export * from './site-pages.ts';
export * from './manifest-files.ts';
