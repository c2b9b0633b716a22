import { sendSiteEvent } from '@pasteleria/shared';

/**
 * Counts a comment the API accepted in the shop's statistics (a `comentario` of this page). A host
 * deployed before the statistics shares a @pasteleria/shared without the sender: nothing is counted then.
 */
export function countComment(): void {
  if (typeof sendSiteEvent === 'function') sendSiteEvent({ tipo: 'comentario', ruta: window.location.pathname });
}
