// Stands in for antd's useModal and useNotification where antd's App imports them, in the back
// office's build (rspack/antd-app-message-only.js): its screens take `message` alone from
// App.useApp(); a screen that asks a question has its own Modal.useModal().

const UNAVAILABLE = () => {
  throw new Error(
    'App.useApp() gives message alone in this build (see rspack/antd-app-message-only.js): ask a question with Modal.useModal(), its holder drawn by the screen.',
  );
};

/** Every method of antd's modal and notification APIs, each saying why it is not there. */
const API = Object.freeze(
  Object.fromEntries(
    ['confirm', 'info', 'success', 'error', 'warning', 'warn', 'open', 'destroy', 'destroyAll'].map((name) => [
      name,
      UNAVAILABLE,
    ]),
  ),
);

/** antd's hooks answer [api, holder]: here that API, and nothing to draw. */
export default function useUnavailableApi() {
  return [API, null];
}
