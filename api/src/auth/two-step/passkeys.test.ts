import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { ActivityPage, Passkey, TwoStepStatus } from '@pasteleria/shared/security';
import type { LoginResponse, Message, User, ValidationErrorBody } from '../../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../../test/support/harness.js';
import { SoftwareAuthenticator } from '../../../test/support/software-authenticator.js';

/**
 * Passkeys through the API over real HTTP, with a software authenticator that makes and signs real
 * WebAuthn credentials (test/support/software-authenticator.ts): added (the first turns two-step
 * on and gives 10 recovery codes), used to sign in alone or as the second step after a password,
 * renamed and removed (the last one turns two-step off and signs out the other sessions). A
 * signature that does not check out is refused, and each challenge is answered once.
 *
 * The relying party is the host the request names, which must be a domain: the server is reached
 * as `localhost`, as a browser on this machine would reach it.
 */
let t: TestServer;
before(async () => {
  t = await startTestServer({
    transport: 'http',
    hostname: 'localhost',
    // Many sign-ins from one address: the limits meant for one person guessing would refuse the file.
    env: { LOGIN_RATE_LIMIT_IP: '10000', LOGIN_RATE_LIMIT_EMAIL_IP: '10000' },
  });
});
after(() => t.dispose());

type Ceremony<Options> = { challenge: string; options: Options };
type TwoStepAnswer = { twoStep: { challenge: string; methods: string[] } };
type Added = { passkey: Passkey; recoveryCodes: string[] };

const PASSWORD = 'user-password-123';
const NOT_CHECKED = 'La llave de acceso no se pudo comprobar. Inténtalo de nuevo.';
const UNKNOWN_PASSKEY = 'Esa llave de acceso no es de ninguna cuenta de esta tienda, o fue eliminada.';
const CHALLENGE_INVALID = 'La verificación caducó o ya se usó. Vuelve a iniciar sesión para recibir una nueva.';

/** A browser's request to the site: its Origin is the site's own. */
const fromSite = () => ({ origin: t.url });

/** Adds a passkey made by `authenticator` to the account of `token`, named `name`. */
async function addPasskey(token: string, authenticator: SoftwareAuthenticator, name = 'Teléfono de prueba') {
  const ceremony = await t.api<Ceremony<PublicKeyCredentialCreationOptionsJSON>>(
    'POST',
    '/auth/passkeys/registration/options',
    { token, headers: fromSite() },
  );
  assert.equal(ceremony.status, 200, ceremony.text);
  const response = authenticator.register(ceremony.body.options);
  return t.api<Added & Message>('POST', '/auth/passkeys/registration', {
    token,
    headers: fromSite(),
    body: { challenge: ceremony.body.challenge, name, response },
  });
}

/** A new admin with one passkey: their e-mail, the authenticator holding it, the session that added it. */
async function adminWithPasskey() {
  const { email, token } = await t.userToken('admin');
  const authenticator = new SoftwareAuthenticator(t.url);
  const added = await addPasskey(token, authenticator);
  assert.equal(added.status, 201, added.text);
  return { email, token, authenticator, added: added.body };
}

/** The options to sign in with a passkey: alone (no challenge), or as the second step of `challenge`. */
async function signInOptions(challenge?: string) {
  const answer = await t.api<Ceremony<PublicKeyCredentialRequestOptionsJSON>>(
    'POST',
    '/auth/passkeys/authentication/options',
    { headers: fromSite(), ...(challenge === undefined ? {} : { body: { challenge } }) },
  );
  assert.equal(answer.status, 200, answer.text);
  return answer.body;
}

const authenticate = (challenge: string, response: unknown) =>
  t.api<LoginResponse & Message>('POST', '/auth/passkeys/authentication', {
    headers: fromSite(),
    body: { challenge, response },
  });

const newestOf = async (action: string) =>
  (await t.admin<ActivityPage>('GET', `/admin/activity?accion=${action}&limite=1`)).body.entries[0];

test('the first passkey turns two-step on with 10 recovery codes; a second one gives none; only its public key is kept', async () => {
  const { token } = await t.userToken('admin');
  const authenticator = new SoftwareAuthenticator(t.url);
  const ceremony = await t.api<Ceremony<PublicKeyCredentialCreationOptionsJSON>>(
    'POST',
    '/auth/passkeys/registration/options',
    { token, headers: fromSite() },
  );
  assert.equal(ceremony.status, 200);
  const { options } = ceremony.body;
  assert.equal(options.rp.id, 'localhost');
  assert.equal(options.rp.name, 'Pastelería La Esperanza');
  assert.equal(options.authenticatorSelection?.residentKey, 'required');
  assert.match(ceremony.body.challenge, /^\d+\.[A-Za-z0-9_-]{43}$/);

  const first = await t.api<Added>('POST', '/auth/passkeys/registration', {
    token,
    headers: fromSite(),
    body: { challenge: ceremony.body.challenge, name: '  iPhone de Ana  ', response: authenticator.register(options) },
  });
  assert.equal(first.status, 201, first.text);
  assert.equal(first.body.passkey.name, 'iPhone de Ana');
  assert.equal(first.body.passkey.lastUsedAt, null);
  assert.equal(first.body.recoveryCodes.length, 10);
  assert.equal(new Set(first.body.recoveryCodes).size, 10);
  assert.deepEqual((await t.api<TwoStepStatus>('GET', '/auth/two-step', { token })).body, {
    enabled: true,
    totp: false,
    passkeys: 1,
    recoveryCodesLeft: 10,
    required: false,
    // The session that made the passkey has just shown it: it counts as signed in with two steps.
    sessionTwoStep: true,
  });
  const entry = await newestOf('passkey-added');
  assert.deepEqual(entry?.target, { type: 'llave', id: String(first.body.passkey.id), name: 'iPhone de Ana' });
  assert.equal(entry?.description, 'Agregó la llave de acceso «iPhone de Ana» y activó la verificación en dos pasos.');

  // The next ceremony tells the authenticator which of its credentials the account has already.
  const next = await t.api<Ceremony<PublicKeyCredentialCreationOptionsJSON>>(
    'POST',
    '/auth/passkeys/registration/options',
    { token, headers: fromSite() },
  );
  assert.deepEqual(
    next.body.options.excludeCredentials?.map((item) => item.id),
    [authenticator.credentials[0]!.id.toString('base64url')],
  );
  const second = await t.api<Added>('POST', '/auth/passkeys/registration', {
    token,
    headers: fromSite(),
    body: {
      challenge: next.body.challenge,
      name: 'Llave USB',
      response: new SoftwareAuthenticator(t.url).register(next.body.options),
    },
  });
  assert.equal(second.status, 201, second.text);
  assert.deepEqual(second.body.recoveryCodes, []);
  const list = await t.api<Passkey[]>('GET', '/auth/passkeys', { token });
  assert.deepEqual(
    list.body.map((passkey) => passkey.name),
    ['iPhone de Ana', 'Llave USB'],
  );
  assert.equal((await t.api<TwoStepStatus>('GET', '/auth/two-step', { token })).body.recoveryCodesLeft, 10);
  const stored = await t.ctx.db.selectFrom('passkeys').selectAll().where('name', '=', 'iPhone de Ana').execute();
  assert.equal(stored.length, 1);
  assert.equal(stored[0]!.credential_id, authenticator.credentials[0]!.id.toString('base64url'));
  assert.deepEqual(Buffer.from(stored[0]!.public_key), authenticator.credentials[0]!.publicKey);

  // The ceremony's challenge is used once.
  const again = await t.api<Message>('POST', '/auth/passkeys/registration', {
    token,
    headers: fromSite(),
    body: { challenge: next.body.challenge, name: 'Otra', response: authenticator.register(next.body.options) },
  });
  assert.equal(again.status, 400);
  assert.equal(again.body.message, CHALLENGE_INVALID);
  assert.equal((await t.api<Passkey[]>('GET', '/auth/passkeys', { token })).body.length, 2);
});

test('a passkey alone signs in (user verified), with a session of two steps; its challenge is answered once', async () => {
  const { email, authenticator, added } = await adminWithPasskey();
  const ceremony = await signInOptions();
  // Any of the shop's passkeys: the browser offers the accounts it holds.
  assert.deepEqual(ceremony.options.allowCredentials, []);
  assert.equal(ceremony.options.userVerification, 'required');
  assert.equal(ceremony.options.rpId, 'localhost');

  const response = authenticator.authenticate(ceremony.options);
  const signedIn = await authenticate(ceremony.challenge, response);
  assert.equal(signedIn.status, 200, signedIn.text);
  assert.equal(signedIn.body.success, true);
  assert.equal(signedIn.body.user.email, email);
  const me = await t.api<User & { twoStep: unknown }>('GET', '/auth/me', { token: signedIn.body.token });
  assert.deepEqual(me.body.twoStep, { enabled: true, required: false, session: true });
  const [passkey] = (await t.api<Passkey[]>('GET', '/auth/passkeys', { token: signedIn.body.token })).body;
  assert.equal(passkey?.id, added.passkey.id);
  assert.ok(passkey?.lastUsedAt && Date.now() - Date.parse(passkey.lastUsedAt) < 60_000);
  const entry = await newestOf('sign-in');
  assert.equal(entry?.actor.name, 'Usuario admin');
  assert.equal(entry?.description, 'Inició sesión con una llave de acceso.');

  // The same answer again: its challenge is spent.
  const replayed = await authenticate(ceremony.challenge, response);
  assert.equal(replayed.status, 400);
  assert.equal(replayed.body.message, CHALLENGE_INVALID);
  // …and on a new challenge it signs the old one: refused.
  const fresh = await signInOptions();
  const stale = await authenticate(fresh.challenge, response);
  assert.equal(stale.status, 401);
  assert.equal(stale.body.message, UNKNOWN_PASSKEY);
  // A mistake does not spend the challenge: the right answer still signs in.
  assert.equal((await authenticate(fresh.challenge, authenticator.authenticate(fresh.options))).status, 200);
});

test('after the password, a passkey of the account is the second step; another account’s is refused', async () => {
  const { email, authenticator } = await adminWithPasskey();
  const stranger = await adminWithPasskey();
  const password = await t.api<TwoStepAnswer>('POST', '/auth/login', { body: { email, password: PASSWORD } });
  assert.equal(password.status, 200);
  assert.deepEqual(password.body.twoStep.methods, ['passkey', 'recovery']);
  assert.equal((password.body as unknown as { token?: string }).token, undefined);

  const ceremony = await signInOptions(password.body.twoStep.challenge);
  assert.equal(ceremony.challenge, password.body.twoStep.challenge);
  // Only this account's passkeys are asked for.
  assert.deepEqual(
    ceremony.options.allowCredentials?.map((item) => item.id),
    [authenticator.credentials[0]!.id.toString('base64url')],
  );

  const other = await authenticate(
    ceremony.challenge,
    stranger.authenticator.authenticate(ceremony.options, stranger.authenticator.credentials[0]),
  );
  assert.equal(other.status, 401);
  assert.equal(other.body.message, NOT_CHECKED);
  const failed = await newestOf('sign-in-failed');
  assert.equal(failed?.description, 'Llave de acceso no válida en el segundo paso.');

  const signedIn = await authenticate(ceremony.challenge, authenticator.authenticate(ceremony.options));
  assert.equal(signedIn.status, 200, signedIn.text);
  assert.equal(signedIn.body.user.email, email);
  assert.deepEqual(signedIn.body.user.twoStep, { enabled: true, required: false, session: true });
  assert.equal((await newestOf('sign-in'))?.description, 'Inició sesión con su contraseña y una llave de acceso.');
  // The password's challenge is used up too.
  assert.equal(
    (await t.api('POST', '/auth/login/two-step', { body: { challenge: ceremony.challenge, code: '123456' } })).status,
    400,
  );
});

test('a signature that does not check out, or made for another site, is refused with 401', async () => {
  const { authenticator } = await adminWithPasskey();
  const ceremony = await signInOptions();
  const response = authenticator.authenticate(ceremony.options);
  const signature = Buffer.from(response.response.signature, 'base64url');
  signature[signature.length - 1]! ^= 0x01;
  const forged = await authenticate(ceremony.challenge, {
    ...response,
    response: { ...response.response, signature: signature.toString('base64url') },
  });
  assert.equal(forged.status, 401);
  assert.equal(forged.body.message, UNKNOWN_PASSKEY);

  // What a look-alike site would get its visitor's authenticator to sign.
  const phished = new SoftwareAuthenticator('http://localhost.pasteleria-falsa.example');
  phished.credentials.push(...authenticator.credentials);
  const elsewhere = await authenticate(ceremony.challenge, phished.authenticate(ceremony.options));
  assert.equal(elsewhere.status, 401);

  // Nor is a passkey made for another site accepted when added.
  const { token } = await t.userToken('admin');
  const refused = await addPasskey(token, new SoftwareAuthenticator('https://otra-tienda.example'));
  assert.equal(refused.status, 422);
  assert.equal(refused.body.message, 'El navegador no creó una llave de acceso válida. Inténtalo de nuevo.');
  assert.equal((await t.api<TwoStepStatus>('GET', '/auth/two-step', { token })).body.enabled, false);
});

test('a passkey is renamed by its owner only; bad names get Spanish refusals', async () => {
  const { token, added } = await adminWithPasskey();
  const id = added.passkey.id;
  const renamed = await t.api<Passkey>('PATCH', `/auth/passkeys/${id}`, { token, body: { name: ' Mac del taller ' } });
  assert.equal(renamed.status, 200, renamed.text);
  assert.equal(renamed.body.name, 'Mac del taller');
  assert.equal((await newestOf('passkey-renamed'))?.description, 'Renombró una llave de acceso a «Mac del taller».');

  const refusals: Array<[unknown, string]> = [
    [{ name: '   ' }, 'Ponle un nombre a la llave de acceso (por ejemplo, «iPhone de Ana»).'],
    [{}, 'Ponle un nombre a la llave de acceso (por ejemplo, «iPhone de Ana»).'],
    [{ name: 'x'.repeat(61) }, 'El nombre puede tener hasta 60 caracteres.'],
  ];
  for (const [body, message] of refusals) {
    const refused = await t.api<ValidationErrorBody>('PATCH', `/auth/passkeys/${id}`, { token, body });
    assert.equal(refused.status, 422, JSON.stringify(body));
    assert.equal(refused.body.message, message);
  }
  const stranger = await t.userToken('admin');
  const notTheirs = await t.api<Message>('PATCH', `/auth/passkeys/${id}`, {
    token: stranger.token,
    body: { name: 'Mía' },
  });
  assert.equal(notTheirs.status, 404);
  assert.equal(notTheirs.body.message, 'No se encontró la llave de acceso.');
  assert.equal((await t.api<Passkey[]>('GET', '/auth/passkeys', { token })).body[0]?.name, 'Mac del taller');
});

test('removing the last passkey turns two-step off, drops the recovery codes and signs out the other sessions', async () => {
  const { email, token, authenticator, added } = await adminWithPasskey();
  const second = await addPasskey(token, new SoftwareAuthenticator(t.url), 'Llave USB');
  assert.equal(second.status, 201);
  const ceremony = await signInOptions();
  const other = await authenticate(ceremony.challenge, authenticator.authenticate(ceremony.options));
  assert.equal(other.status, 200);

  // One of two: two-step stays on, the other session too.
  assert.equal((await t.api('DELETE', `/auth/passkeys/${second.body.passkey.id}`, { token })).status, 204);
  assert.equal((await t.api('GET', '/auth/me', { token: other.body.token })).status, 200);
  assert.equal((await t.api<TwoStepStatus>('GET', '/auth/two-step', { token })).body.enabled, true);
  assert.equal((await newestOf('passkey-removed'))?.description, 'Eliminó la llave de acceso «Llave USB».');

  // Someone else's is not found, and stays.
  const stranger = await t.userToken('admin');
  assert.equal((await t.api('DELETE', `/auth/passkeys/${added.passkey.id}`, { token: stranger.token })).status, 404);

  // The last one.
  assert.equal((await t.api('DELETE', `/auth/passkeys/${added.passkey.id}`, { token })).status, 204);
  assert.equal((await t.api('GET', '/auth/me', { token: other.body.token })).status, 401);
  assert.equal((await t.api('GET', '/auth/me', { token })).status, 200);
  assert.deepEqual((await t.api<TwoStepStatus>('GET', '/auth/two-step', { token })).body, {
    enabled: false,
    totp: false,
    passkeys: 0,
    recoveryCodesLeft: 0,
    required: false,
    sessionTwoStep: true,
  });
  assert.match((await newestOf('passkey-removed'))?.description ?? '', /quedó desactivada y se cerraron/);
  // The password alone signs in again; the removed passkey no longer does.
  const plain = await t.api<LoginResponse>('POST', '/auth/login', { body: { email, password: PASSWORD } });
  assert.ok(plain.body.token);
  const late = await signInOptions();
  const removed = await authenticate(late.challenge, authenticator.authenticate(late.options));
  assert.equal(removed.status, 401);
  assert.equal(removed.body.message, UNKNOWN_PASSKEY);
  assert.equal((await t.api<Message>('DELETE', `/auth/passkeys/${added.passkey.id}`, { token })).status, 404);
});

test('bad bodies get Spanish refusals and change nothing', async () => {
  const { token } = await t.userToken('admin');
  const ceremony = await t.api<Ceremony<PublicKeyCredentialCreationOptionsJSON>>(
    'POST',
    '/auth/passkeys/registration/options',
    { token, headers: fromSite() },
  );
  const { challenge } = ceremony.body;
  const response = new SoftwareAuthenticator(t.url).register(ceremony.body.options);
  const registrations: Array<[unknown, number, string | RegExp]> = [
    [{ challenge, response }, 422, /Ponle un nombre/],
    [{ challenge, name: 'Teléfono' }, 422, 'Falta la respuesta de la llave de acceso.'],
    [{ challenge, name: 'Teléfono', response: 'no es un objeto' }, 422, 'Falta la respuesta de la llave de acceso.'],
    [{ name: 'Teléfono', response }, 422, /.+/],
    [[], 422, /.+/],
    [{ challenge: '1.falso', name: 'Teléfono', response }, 400, CHALLENGE_INVALID],
  ];
  for (const [body, status, message] of registrations) {
    const refused = await t.api<Message>('POST', '/auth/passkeys/registration', { token, headers: fromSite(), body });
    assert.equal(refused.status, status, `${JSON.stringify(body)}: ${refused.text}`);
    if (typeof message === 'string') assert.equal(refused.body.message, message);
    else assert.match(refused.body.message, message);
  }
  // Nothing was stored, and the challenge still holds for the real answer.
  assert.deepEqual((await t.api<Passkey[]>('GET', '/auth/passkeys', { token })).body, []);
  const garbled = await t.api<Message>('POST', '/auth/passkeys/registration', {
    token,
    headers: fromSite(),
    body: { challenge, name: 'Teléfono', response: { id: 'x', response: {} } },
  });
  assert.equal(garbled.status, 422);
  assert.equal(garbled.body.message, 'El navegador no creó una llave de acceso válida. Inténtalo de nuevo.');
  assert.deepEqual((await t.api<Passkey[]>('GET', '/auth/passkeys', { token })).body, []);

  // Someone else's ceremony is not this account's to answer.
  const stranger = await t.userToken('admin');
  const theirs = await t.api<Message>('POST', '/auth/passkeys/registration', {
    token: stranger.token,
    headers: fromSite(),
    body: { challenge, name: 'Teléfono', response },
  });
  assert.equal(theirs.status, 400);

  const signIn = await signInOptions();
  for (const body of [{}, { challenge: signIn.challenge }, { response: {} }, [], 'x', { challenge: 5, response: {} }]) {
    const refused = await t.api<Message>('POST', '/auth/passkeys/authentication', { body });
    assert.ok([400, 422].includes(refused.status), `${JSON.stringify(body)}: ${refused.status}`);
    assert.ok(refused.body.message.length > 0);
  }
  const garbage = await authenticate(signIn.challenge, { id: 'x', response: { signature: '!!' } });
  assert.equal(garbage.status, 401);
  assert.equal(garbage.body.message, UNKNOWN_PASSKEY);
  for (const body of [{ challenge: 'falso' }, { challenge: 7 }, 'x']) {
    const refused = await t.api<Message>('POST', '/auth/passkeys/authentication/options', { body });
    assert.ok([400, 422].includes(refused.status), `${JSON.stringify(body)}: ${refused.status}`);
    assert.ok(refused.body.message.length > 0);
  }
  // Without a session, nothing of an account's passkeys is reachable.
  assert.equal((await t.api('GET', '/auth/passkeys')).status, 401);
  assert.equal((await t.api('POST', '/auth/passkeys/registration/options')).status, 401);
});
