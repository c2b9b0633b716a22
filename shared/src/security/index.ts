/**
 * `@pasteleria/shared/security`: what the API and the back office both need to know of two-step
 * sign-in, sessions and the activity log: the shapes of their answers and their limits. Types and
 * constants only (the API reads it in Node); the back office's calls are in `@pasteleria/shared/admin`.
 */
export * from './two-step.ts';
export * from './activity.ts';
