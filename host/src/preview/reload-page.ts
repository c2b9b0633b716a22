/** Loads the page again from the server (start-up reads the config anew). */
export function reloadPage(): void {
  window.location.reload();
}
