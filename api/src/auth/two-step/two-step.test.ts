import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type { RecoveryCodes, SignedInSession, TotpEnrolment, TwoStepStatus } from '@pasteleria/shared/security';
import type { LoginResponse, Message, User } from '../../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../../test/support/harness.js';

/**
 * Two-step sign-in through the API over real HTTP, as any client would follow it: an account turns
 * the authenticator app on with a first code and gets 10 recovery codes; from then on the password
 * answers a challenge, and a code (once, within its window) or a recovery code (once) gives the
 * token. Sessions are listed and signed out; 'Exigir verificación en dos pasos' confines an
 * account without it to its own setup.
 */
let t: TestServer;
before(async () => {
  // Many sign-ins from one address: the limits meant for one person guessing would refuse the file.
  t = await startTestServer({
    transport: 'http',
    env: { LOGIN_RATE_LIMIT_IP: '10000', LOGIN_RATE_LIMIT_EMAIL_IP: '10000' },
  });
});
after(() => t.dispose());

type TwoStepAnswer = { twoStep: { challenge: string; methods: string[] } };

const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });

/** A new admin with the app on: their password, secret and recovery codes, and the session that set it up. */
async function adminWithApp() {
  const { email, token } = await t.userToken('admin');
  const enrolment = await t.api<TotpEnrolment>('POST', '/auth/two-step/totp', { token });
  assert.equal(enrolment.status, 200);
  const confirmed = await t.api<RecoveryCodes>('POST', '/auth/two-step/totp/confirm', {
    token,
    body: { code: codeAt(enrolment.body.secret) },
  });
  assert.equal(confirmed.status, 200, confirmed.text);
  return {
    email,
    password: 'user-password-123',
    secret: enrolment.body.secret,
    codes: confirmed.body.recoveryCodes,
    token,
  };
}

async function passwordStep(email: string, password: string) {
  const answer = await t.api<TwoStepAnswer>('POST', '/auth/login', { body: { email, password } });
  assert.equal(answer.status, 200, answer.text);
  return answer.body.twoStep;
}

test('the app is set up with a QR code and its secret, confirmed by a first code; 10 recovery codes once', async () => {
  const { token } = await t.userToken('admin');
  const before = await t.api<TwoStepStatus>('GET', '/auth/two-step', { token });
  assert.deepEqual(before.body, {
    enabled: false,
    totp: false,
    passkeys: 0,
    recoveryCodesLeft: 0,
    required: false,
    sessionTwoStep: false,
  });

  const enrolment = await t.api<TotpEnrolment>('POST', '/auth/two-step/totp', { token });
  assert.match(enrolment.body.secret, /^[A-Z2-7]{32}$/);
  const uri = new URL(enrolment.body.uri);
  assert.equal(uri.protocol, 'otpauth:');
  assert.equal(uri.searchParams.get('secret'), enrolment.body.secret);
  assert.equal(uri.searchParams.get('issuer'), 'Pastelería La Esperanza');
  assert.equal(uri.searchParams.get('digits'), '6');
  assert.equal(uri.searchParams.get('period'), '30');

  const wrong = await t.api<Message>('POST', '/auth/two-step/totp/confirm', { token, body: { code: '000000' } });
  assert.equal(wrong.status, 422);
  assert.equal(wrong.body.message, 'El código no es correcto. Escribe el que muestra tu app ahora mismo.');
  assert.equal((await t.api<TwoStepStatus>('GET', '/auth/two-step', { token })).body.enabled, false);

  const confirmed = await t.api<RecoveryCodes>('POST', '/auth/two-step/totp/confirm', {
    token,
    body: { code: codeAt(enrolment.body.secret) },
  });
  assert.equal(confirmed.status, 200);
  assert.equal(confirmed.body.recoveryCodes.length, 10);
  assert.equal(new Set(confirmed.body.recoveryCodes).size, 10);
  for (const code of confirmed.body.recoveryCodes) assert.match(code, /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  const after = await t.api<TwoStepStatus>('GET', '/auth/two-step', { token });
  assert.deepEqual(after.body, {
    enabled: true,
    totp: true,
    passkeys: 0,
    recoveryCodesLeft: 10,
    required: false,
    // The session that showed the first code counts as signed in with two steps.
    sessionTwoStep: true,
  });

  // Only hashes are kept: argon2id, never the codes or anything that contains them.
  const stored = await t.ctx.db.selectFrom('recovery_codes').select('code_hash').execute();
  for (const row of stored) {
    assert.match(row.code_hash, /^\$argon2id\$/);
    for (const code of confirmed.body.recoveryCodes) assert.ok(!row.code_hash.includes(code));
  }
});

test('with two-step, the password answers a challenge and no token; a code of the app gives the token once', async () => {
  const { email, password, secret } = await adminWithApp();
  const step = await passwordStep(email, password);
  assert.deepEqual(step.methods, ['totp', 'recovery']);
  assert.match(step.challenge, /^\d+\.[A-Za-z0-9_-]{43}$/);
  assert.equal((step as unknown as { token?: string }).token, undefined);

  const code = codeAt(secret, Date.now() + 30_000);
  const signedIn = await t.api<LoginResponse>('POST', '/auth/login/two-step', {
    body: { challenge: step.challenge, code },
  });
  assert.equal(signedIn.status, 200, signedIn.text);
  assert.equal(signedIn.body.success, true);
  assert.equal(signedIn.body.user.email, email);
  const me = await t.api<User & { twoStep: unknown }>('GET', '/auth/me', { token: signedIn.body.token });
  assert.deepEqual(me.body.twoStep, { enabled: true, required: false, session: true });

  // The challenge is used up; and the same code is refused on a new challenge (no replay in its window).
  const again = await t.api<Message>('POST', '/auth/login/two-step', { body: { challenge: step.challenge, code } });
  assert.equal(again.status, 400);
  assert.match(again.body.message, /caducó o ya se usó/);
  const next = await passwordStep(email, password);
  const replay = await t.api<Message>('POST', '/auth/login/two-step', { body: { challenge: next.challenge, code } });
  assert.equal(replay.status, 401);
  assert.equal(replay.body.message, 'El código no es correcto. Revisa tu app o usa un código de recuperación.');
  // An older code of the window is refused too, once a later one was taken.
  const older = await t.api('POST', '/auth/login/two-step', {
    body: { challenge: next.challenge, code: codeAt(secret) },
  });
  assert.equal(older.status, 401);
});

test('a recovery code signs in once, as typed with spaces or capitals; a new set replaces the old one', async () => {
  const { email, password, codes, token } = await adminWithApp();
  const [first, second] = codes as [string, string];
  const step = await passwordStep(email, password);
  const typed = ` ${first.toUpperCase().replaceAll('-', ' ')} `;
  const signedIn = await t.api<LoginResponse>('POST', '/auth/login/two-step', {
    body: { challenge: step.challenge, code: typed },
  });
  assert.equal(signedIn.status, 200, signedIn.text);

  const reused = await t.api('POST', '/auth/login/two-step', {
    body: { challenge: (await passwordStep(email, password)).challenge, code: first },
  });
  assert.equal(reused.status, 401);
  assert.equal((await t.api<TwoStepStatus>('GET', '/auth/two-step', { token })).body.recoveryCodesLeft, 9);

  const renewed = await t.api<RecoveryCodes>('POST', '/auth/two-step/recovery-codes', { token });
  assert.equal(renewed.status, 200);
  assert.equal(renewed.body.recoveryCodes.length, 10);
  const old = await t.api('POST', '/auth/login/two-step', {
    body: { challenge: (await passwordStep(email, password)).challenge, code: second },
  });
  assert.equal(old.status, 401);
  const fresh = await t.api('POST', '/auth/login/two-step', {
    body: { challenge: (await passwordStep(email, password)).challenge, code: renewed.body.recoveryCodes[0] },
  });
  assert.equal(fresh.status, 200);
});

test('a challenge takes five wrong codes, then is spent; bad bodies get Spanish refusals and change nothing', async () => {
  const { email, password, secret } = await adminWithApp();
  const step = await passwordStep(email, password);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const wrong = await t.api('POST', '/auth/login/two-step', { body: { challenge: step.challenge, code: '123456' } });
    assert.equal(wrong.status, 401);
  }
  const spent = await t.api<Message>('POST', '/auth/login/two-step', {
    body: { challenge: step.challenge, code: codeAt(secret) },
  });
  assert.equal(spent.status, 400);

  for (const body of [{}, { challenge: step.challenge }, { code: '123456' }, [], 'x', { challenge: 5, code: '1' }]) {
    const refused = await t.api<Message>('POST', '/auth/login/two-step', { body });
    assert.ok([400, 422].includes(refused.status), `${JSON.stringify(body)}: ${refused.status}`);
    assert.ok(refused.body.message.length > 0);
  }
  const forged = await t.api<Message>('POST', '/auth/login/two-step', {
    body: { challenge: `${step.challenge.split('.')[0]}.${'A'.repeat(43)}`, code: codeAt(secret) },
  });
  assert.equal(forged.status, 400);
});

test('a challenge lives five minutes', async () => {
  const { email, password, secret } = await adminWithApp();
  const step = await passwordStep(email, password);
  const id = Number(step.challenge.split('.')[0]);
  await t.ctx.db
    .updateTable('auth_challenges')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', id)
    .execute();
  const late = await t.api<Message>('POST', '/auth/login/two-step', {
    body: { challenge: step.challenge, code: codeAt(secret) },
  });
  assert.equal(late.status, 400);
  assert.equal(
    late.body.message,
    'La verificación caducó o ya se usó. Vuelve a iniciar sesión para recibir una nueva.',
  );
});

test('wrong codes count against the login limits of the account', async () => {
  const limited = await startTestServer({ transport: 'http', env: { LOGIN_RATE_LIMIT_EMAIL: '3' } });
  try {
    const { email } = await limited.userToken('admin');
    const token = await limited.login(email, 'user-password-123');
    const enrolment = await limited.api<TotpEnrolment>('POST', '/auth/two-step/totp', { token });
    await limited.api('POST', '/auth/two-step/totp/confirm', { token, body: { code: codeAt(enrolment.body.secret) } });
    // The sign-ins above took two of the account's three; the password of this one is the third.
    const step = await limited.api<TwoStepAnswer>('POST', '/auth/login', {
      body: { email, password: 'user-password-123' },
    });
    assert.equal(step.status, 200);
    const wrong = await limited.api<Message>('POST', '/auth/login/two-step', {
      body: { challenge: step.body.twoStep.challenge, code: '000000' },
    });
    assert.equal(wrong.status, 429);
  } finally {
    await limited.dispose();
  }
});

test('an account without two-step signs in as it always did (the original client unchanged)', async () => {
  const { email } = await t.userToken('admin');
  const answer = await t.api<LoginResponse>('POST', '/auth/login', { body: { email, password: 'user-password-123' } });
  assert.equal(answer.status, 200);
  assert.deepEqual(Object.keys(answer.body).sort(), ['success', 'token', 'user']);
});

test('removing the app turns two-step off, drops the recovery codes and signs out the other sessions', async () => {
  const { email, password, secret, token } = await adminWithApp();
  const step = await passwordStep(email, password);
  const other = await t.api<LoginResponse>('POST', '/auth/login/two-step', {
    body: { challenge: step.challenge, code: codeAt(secret, Date.now() + 30_000) },
  });
  assert.equal(other.status, 200);
  const removed = await t.api('DELETE', '/auth/two-step/totp', { token });
  assert.equal(removed.status, 204);
  assert.equal((await t.api('GET', '/auth/me', { token: other.body.token })).status, 401);
  assert.equal((await t.api('GET', '/auth/me', { token })).status, 200);
  assert.deepEqual((await t.api<TwoStepStatus>('GET', '/auth/two-step', { token })).body.recoveryCodesLeft, 0);
  const plain = await t.api<LoginResponse>('POST', '/auth/login', { body: { email, password } });
  assert.ok(plain.body.token);
  assert.equal((await t.api<Message>('DELETE', '/auth/two-step/totp', { token })).status, 404);
});

test('sessions: each with its device, address and last use; one signed out, then all the others', async () => {
  const { email, token } = await t.userToken('admin');
  const phone = await t.api<LoginResponse>('POST', '/auth/login', {
    body: { email, password: 'user-password-123' },
    headers: {
      'user-agent':
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
    },
  });
  const laptop = await t.api<LoginResponse>('POST', '/auth/login', {
    body: { email, password: 'user-password-123' },
    headers: { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:140.0) Gecko/20100101 Firefox/140.0' },
  });
  const list = await t.api<SignedInSession[]>('GET', '/auth/sessions', { token });
  assert.equal(list.status, 200);
  assert.equal(list.body.length, 3);
  const devices = list.body.map((session) => session.device);
  assert.ok(devices.includes('Chrome en Android'), devices.join());
  assert.ok(devices.includes('Firefox en Mac'), devices.join());
  assert.equal(list.body.filter((session) => session.current).length, 1);
  for (const session of list.body) {
    assert.equal(session.address, '127.0.0.1');
    assert.ok(!Number.isNaN(Date.parse(session.lastUsedAt)));
    assert.equal(session.twoStep, false);
  }

  const phoneId = Number(phone.body.token.split('.')[0]);
  assert.equal((await t.api('DELETE', `/auth/sessions/${phoneId}`, { token })).status, 204);
  assert.equal((await t.api('GET', '/auth/me', { token: phone.body.token })).status, 401);
  // Someone else's session is not found.
  const stranger = await t.userToken('admin');
  const strangersId = Number(stranger.token.split('.')[0]);
  assert.equal((await t.api('DELETE', `/auth/sessions/${strangersId}`, { token })).status, 404);
  assert.equal((await t.api('GET', '/auth/me', { token: stranger.token })).status, 200);

  const others = await t.api<{ signedOut: number }>('DELETE', '/auth/sessions', { token });
  assert.deepEqual(others.body, { signedOut: 1 });
  assert.equal((await t.api('GET', '/auth/me', { token: laptop.body.token })).status, 401);
  assert.equal((await t.api('GET', '/auth/me', { token })).status, 200);
});

test("'Exigir verificación en dos pasos': only from a two-step session; then an admin without it reaches only its setup", async () => {
  const plain = await t.userToken('admin');
  // Made now: once it is required, the harness's own admin (without two-step) can no longer add users.
  const third = await t.userToken('admin');
  const refused = await t.api<Message>('PUT', '/admin/security', {
    token: plain.token,
    body: { requireTwoStep: true },
  });
  assert.equal(refused.status, 403);
  assert.match(refused.body.message, /actívala primero en tu cuenta/);

  const owner = await adminWithApp();
  const on = await t.api<{ requireTwoStep: boolean }>('PUT', '/admin/security', {
    token: owner.token,
    body: { requireTwoStep: true },
  });
  assert.equal(on.status, 200, on.text);
  assert.deepEqual(on.body, { requireTwoStep: true });
  try {
    // Without it: the admin's screens and calls are refused in Spanish; 'Seguridad' is open.
    const blocked = await t.api<Message>('GET', '/admin/categoria', { token: plain.token });
    assert.equal(blocked.status, 403);
    assert.equal(
      blocked.body.message,
      'Esta tienda exige la verificación en dos pasos: actívala en Seguridad para usar el panel.',
    );
    const me = await t.api<{ twoStep: unknown }>('GET', '/auth/me', { token: plain.token });
    assert.deepEqual(me.body.twoStep, { enabled: false, required: true, session: false });
    const setup = await t.api<TotpEnrolment>('POST', '/auth/two-step/totp', { token: plain.token });
    assert.equal(setup.status, 200);
    const done = await t.api('POST', '/auth/two-step/totp/confirm', {
      token: plain.token,
      body: { code: codeAt(setup.body.secret) },
    });
    assert.equal(done.status, 200);
    assert.equal((await t.api('GET', '/admin/categoria', { token: plain.token })).status, 200);

    // A session of a two-step account signed in with the password alone (before it had two-step)
    // reaches the screens, but not users, keys or releases.
    const before = { body: { token: third.token } };
    const second = await t.api<LoginResponse>('POST', '/auth/login', {
      body: { email: third.email, password: 'user-password-123' },
    });
    const side = await t.api<TotpEnrolment>('POST', '/auth/two-step/totp', { token: second.body.token });
    await t.api('POST', '/auth/two-step/totp/confirm', {
      token: second.body.token,
      body: { code: codeAt(side.body.secret) },
    });
    assert.equal((await t.api('GET', '/admin/categoria', { token: before.body.token })).status, 200);
    for (const [method, path, body] of [
      ['POST', '/admin/user', { name: 'X', email: 'x@test.local', role: 'user', password: 'password-123456' }],
      ['POST', '/admin/deploy-keys', { remote: 'remote_blog', name: 'CI' }],
      ['PUT', '/admin/releases/remote_blog/live', { id: 1 }],
    ] as const) {
      const answer = await t.api<Message>(method, path, { token: before.body.token, body });
      assert.equal(answer.status, 403, `${method} ${path}`);
      assert.match(answer.body.message, /sesión iniciada con verificación en dos pasos/);
    }
    // …nor change the account's second steps.
    assert.equal((await t.api('DELETE', '/auth/two-step/totp', { token: before.body.token })).status, 403);
  } finally {
    const off = await t.api('PUT', '/admin/security', { token: owner.token, body: { requireTwoStep: false } });
    assert.equal(off.status, 200);
  }
  assert.equal(
    (await t.api('PUT', '/admin/security', { token: owner.token, body: { requireTwoStep: 'sí' } })).status,
    422,
  );
});
