import argon2 from 'argon2';

/** Passwords are hashed with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// Verified when no user matches, so an unknown e-mail takes as long as a wrong password.
const DUMMY_HASH = hashPassword('contraseña-que-nadie-usa');

/** True when `password` matches `hash`; with no hash, spends the same time and answers false. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash ?? (await DUMMY_HASH), password);
  } catch {
    return false;
  }
}
