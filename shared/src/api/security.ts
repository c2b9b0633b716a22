// Reached through the package's main entry, so that these calls use the page's one API client.
import { loadApiClient } from '@pasteleria/shared';
import type {
  ActivityAction,
  ActivityPage,
  Passkey,
  RecoveryCodes,
  SignedInSession,
  TotpEnrolment,
  TwoStepStatus,
} from '../security';
import { asList } from './body';
import { saveFile } from './save-file';
import type { PasskeyCeremony } from './sign-in';

/** 'Seguridad' and 'Actividad': the account's two-step sign-in, its sessions, the shop's rule and its activity log. */
async function get<T>(path: string): Promise<T> {
  const { data } = await (await loadApiClient()).get<T>(path);
  return data;
}
async function post<T>(path: string, body?: unknown): Promise<T> {
  const { data } = await (await loadApiClient()).post<T>(path, body);
  return data;
}
async function remove(path: string): Promise<void> {
  await (await loadApiClient()).delete(path);
}

export const twoStepStatus = () => get<TwoStepStatus>('/auth/two-step');
/** POST /auth/two-step/totp: a new secret for an authenticator app, and its QR code's URI. */
export const startTotp = () => post<TotpEnrolment>('/auth/two-step/totp');
/** POST /auth/two-step/totp/confirm with the app's first code: two-step on, and new recovery codes. */
export const confirmTotp = (code: string) => post<RecoveryCodes>('/auth/two-step/totp/confirm', { code });
export const removeTotp = () => remove('/auth/two-step/totp');
export const renewRecoveryCodes = () => post<RecoveryCodes>('/auth/two-step/recovery-codes');

export const listPasskeys = async () => asList<Passkey>(await get<unknown>('/auth/passkeys'));
export const passkeyRegistrationOptions = () => post<PasskeyCeremony>('/auth/passkeys/registration/options');
/** POST /auth/passkeys/registration: the browser's new passkey, named; recovery codes when it turned two-step on. */
export const registerPasskey = (challenge: string, name: string, response: unknown) =>
  post<{ passkey: Passkey; recoveryCodes: string[] }>('/auth/passkeys/registration', { challenge, name, response });
export async function renamePasskey(id: number, name: string): Promise<Passkey> {
  const { data } = await (await loadApiClient()).patch<Passkey>(`/auth/passkeys/${id}`, { name });
  return data;
}
export const removePasskey = (id: number) => remove(`/auth/passkeys/${id}`);

export const listSessions = async () => asList<SignedInSession>(await get<unknown>('/auth/sessions'));
export const revokeSession = (id: number) => remove(`/auth/sessions/${id}`);
export async function revokeOtherSessions(): Promise<number> {
  const { data } = await (await loadApiClient()).delete<{ signedOut: number }>('/auth/sessions');
  return data.signedOut;
}

export const securityPolicy = () => get<{ requireTwoStep: boolean }>('/admin/security');
export async function setSecurityPolicy(requireTwoStep: boolean): Promise<{ requireTwoStep: boolean }> {
  const { data } = await (
    await loadApiClient()
  ).put<{ requireTwoStep: boolean }>('/admin/security', { requireTwoStep });
  return data;
}

/** The filters of the activity log, as its URL writes them. */
export interface ActivityFilters {
  desde?: string;
  hasta?: string;
  usuario?: string;
  accion?: ActivityAction;
}

const activityQuery = (filters: ActivityFilters, extra: Record<string, string> = {}) =>
  new URLSearchParams(
    Object.entries({ ...filters, ...extra }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();

/** GET /admin/activity: a page of the log, newest first. */
export const activityPage = (filters: ActivityFilters, page: number, pageSize: number) =>
  get<ActivityPage>(`/admin/activity?${activityQuery(filters, { pagina: String(page), limite: String(pageSize) })}`);

/** GET /admin/activity.csv with the admin's token, saved as the file the server names. */
export async function downloadActivityCsv(filters: ActivityFilters): Promise<void> {
  const client = await loadApiClient();
  const response = await client.get<Blob>(`/admin/activity.csv?${activityQuery(filters)}`, { responseType: 'blob' });
  const named = /filename="([^"]+)"/.exec(String(response.headers['content-disposition'] ?? ''))?.[1];
  saveFile(response.data, named ?? 'actividad.csv');
}
