import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { reportWork } from '@/lib/security/work-observer';

// argon2id (the library's default algorithm) with OWASP's memory/time parameters. No truncation:
// the whole password is hashed, whatever its length.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  reportWork('argon2-hash');
  return hash(password, OPTIONS);
}

/**
 * A hash with the same parameters as every account's, made once per process: what a password is
 * verified against when there is nothing real to verify (an unknown email, a Google-only account),
 * so that each of those answers costs one argon2 verification, like a wrong password (issue 11 item 12).
 */
let dummyHash: Promise<string> | undefined;
function dummy(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  return dummyHash;
}

/**
 * The one way a password is checked. Without a hash (no account, or an account that only signs in
 * with Google) it still does one argon2 verification, against the dummy hash, and answers false.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  const real = Boolean(passwordHash);
  const against = passwordHash || (await dummy());
  reportWork('argon2-verify');
  try {
    return (await verify(against, password)) && real;
  } catch {
    return false;
  }
}

/** The unknown-email case of verifyCredentials: the same work as a wrong password. */
export function timingSafeDummy(password: string): Promise<boolean> {
  return verifyPassword(undefined, password).then(() => false);
}
