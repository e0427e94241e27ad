import { SIGNED_IN_CHANGED_EVENT, SIGNED_IN_KEY } from './traces';

/** The mark of a session seen here. */
const SIGNED_IN = '1';
/** The mark of a Google sign-in begun here, with its time: `begun:<epoch ms>`. */
const BEGUN_PREFIX = 'begun:';
/**
 * How long a sign-in begun outlives a "signed out" answer: next-auth's state and PKCE cookies, which
 * the way back from Google needs, live 15 minutes. Past that the sign-in was given up.
 */
export const SIGN_IN_BEGUN_LIFETIME_MS = 15 * 60 * 1000;

/** Writes the mark, unless it is `value` already or `keep` keeps the one there; tells this tab of a change. */
function write(value: string | null, keep?: (current: string) => boolean): void {
  try {
    const current = window.localStorage.getItem(SIGNED_IN_KEY);
    if (current === value || (current !== null && keep?.(current))) return;
    if (value === null) window.localStorage.removeItem(SIGNED_IN_KEY);
    else window.localStorage.setItem(SIGNED_IN_KEY, value);
  } catch {
    return; // Storage blocked.
  }
  // Other tabs hear of it by a storage event; this one by its own event.
  window.dispatchEvent(new Event(SIGNED_IN_CHANGED_EVENT));
}

/** A sign-in begun here that the way back from Google may still finish. */
function isSignInPending(value: string, now: number): boolean {
  if (!value.startsWith(BEGUN_PREFIX)) return false;
  const begunAt = Number(value.slice(BEGUN_PREFIX.length));
  return now - begunAt >= 0 && now - begunAt < SIGN_IN_BEGUN_LIFETIME_MS;
}

/**
 * Marks (true) or unmarks (false) this browser as one where a session was seen (./traces.ts): the
 * session's answer (lib/auth/use-session.ts), the staff login, Logout. Not in traces.ts, which every
 * page loads: only what signs in or reads the session needs it. A "signed out" answer keeps a sign-in
 * begun (markSignInBegun) that is still young: the page that begins it reads the session too.
 * Storage full or blocked: nothing is kept, and the next page shows the account once the reader
 * opens the menu (it reads the session).
 */
export function setSignedInHere(isSignedIn: boolean): void {
  if (isSignedIn) write(SIGNED_IN);
  else write(null, (current) => isSignInPending(current, Date.now()));
}

/**
 * A Google sign-in begins here (the login and sign-up pages, /{lang}/loginwithgoogle): back from
 * Google, the page asks for the session. The mark brings the account syncs and their session read
 * to the page that begins it, whose "signed out" may come before the page leaves: that answer must
 * not forget the sign-in (setSignedInHere keeps a young one). A signed-in browser keeps its mark.
 */
export function markSignInBegun(): void {
  write(`${BEGUN_PREFIX}${Date.now()}`, (current) => current === SIGNED_IN);
}
