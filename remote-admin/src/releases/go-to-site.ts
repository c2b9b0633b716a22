/** Opens the site's home with a full page load (start-up then reads the preview). */
export function goToSite(): void {
  window.location.assign('/');
}
