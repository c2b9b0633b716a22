/** `@pasteleria/shared/federation`: the remotes, the modules the host loads from them, and their releases. */
export * from './remote-modules.ts';
export * from './releases.ts';
