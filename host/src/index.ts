// Async boundary: the shared singletons (react, router, @pasteleria/shared) are negotiated by the
// federation runtime before bootstrap.tsx, which imports them, runs.
import('./bootstrap');
