/** `@pasteleria/shared/federation`: the front-end apps (the host and the remotes), the modules the host loads from the remotes, the pages they render, what their manifests name, and their releases. */
export * from './site-apps.ts';
export * from './releases.ts';
export * from './site-pages.ts';
export * from './manifest-files.ts';
export * from './rollouts.ts';
export * from './release-reports.ts';
export * from './release-vitals.ts';
export * from './admin-screens.ts';
