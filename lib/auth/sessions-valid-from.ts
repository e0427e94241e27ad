/**
 * What `users.sessions_valid_after` is set to when every session of an account ends (logout,
 * password reset, a new admin password): the first millisecond a token may carry and still be
 * accepted (`isTokenCurrent` refuses `authTime < sessionsValidAfter`). Tokens are stamped in
 * milliseconds, so one issued in the same millisecond as the revocation must end with it: hence +1.
 */
export function sessionsValidFrom(now: number | Date = Date.now()): Date {
  return new Date(new Date(now).getTime() + 1);
}
