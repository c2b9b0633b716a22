// @ts-check
// An administrator's session on a running site, as /login gets one (POST /api/v1/auth/login): the
// token the admin's pages keep in session storage and send as a bearer token.

/**
 * @param {string} siteUrl
 * @param {string} email
 * @param {string} password
 * @returns {Promise<string>} the session's token
 */
export async function adminToken(siteUrl, email, password) {
  const res = await fetch(`${siteUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login: ${res.status}`);
  return /** @type {{ token: string }} */ (await res.json()).token;
}
