/**
 * Two-step sign-in: a password and then a second step (an authenticator app's code, a passkey or a
 * recovery code), or a passkey alone. An account has two-step on once it has a passkey or a
 * confirmed authenticator app.
 */

/** The second steps an account can offer. */
export type TwoStepMethod = 'passkey' | 'totp' | 'recovery';

/** POST /auth/login for an account with two-step: no token yet, a challenge for the second step. */
export interface TwoStepChallenge {
  challenge: string;
  methods: TwoStepMethod[];
}

/** How long a challenge (a sign-in's second step, or a passkey's ceremony) can be answered. */
export const CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge takes before it is spent (each also counts against the login limits). */
export const CHALLENGE_ATTEMPTS = 5;

/** The authenticator app: RFC 6238, SHA-1, 30-second steps, 6 digits (what every app reads). */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** How many recovery codes a set has, and how each is written (`xxxx-xxxx-xxxx`, lowercase letters and digits). */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/;

/** A passkey's name, as its owner wrote it ("iPhone de Ana"). */
export const PASSKEY_NAME_MAX = 60;

/** GET /auth/two-step: where the signed-in account stands. */
export interface TwoStepStatus {
  /** Whether sign-in asks for a second step (a passkey or a confirmed app). */
  enabled: boolean;
  totp: boolean;
  passkeys: number;
  /** Unused recovery codes. */
  recoveryCodesLeft: number;
  /** Whether this shop requires two-step of every administrator. */
  required: boolean;
  /** Whether this session was signed in with two steps. */
  sessionTwoStep: boolean;
}

/** A passkey as its owner sees it: never its key. */
export interface Passkey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** One signed-in session of the account. */
export interface SignedInSession {
  id: number;
  /** The browser and system, read from its user agent ("Chrome en Android"). */
  device: string;
  /** The address it was signed in from, as the server saw it. */
  address: string;
  createdAt: string;
  lastUsedAt: string;
  twoStep: boolean;
  /** The session making this request. */
  current: boolean;
}

/** POST /auth/two-step/totp: the new secret, as text and as the URI an app reads from a QR code. */
export interface TotpEnrolment {
  secret: string;
  uri: string;
}

/** What turning two-step on (or asking for new codes) answers: the codes, shown this once. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}
