// Standalone entry (dev): the async boundary lets the federation runtime set up the shared
// singletons before bootstrap.tsx imports react. The host never loads this file: it loads the
// exposed modules through remoteEntry.js.
void import('./bootstrap');
