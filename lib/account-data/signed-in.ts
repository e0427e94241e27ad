import { SIGNED_IN_CHANGED_EVENT, SIGNED_IN_KEY } from './traces';

/**
 * Marks (true) or unmarks (false) this browser as one where a session was seen (./traces.ts): the
 * session's answer (lib/auth/use-session.ts), a Google sign-in begun, the staff login, Logout. Not in
 * traces.ts, which every page loads: only what signs in or reads the session needs it. Storage full
 * or blocked: nothing is kept, and the next page shows the account once the reader opens the menu
 * (it reads the session).
 */
export function setSignedInHere(isSignedIn: boolean): void {
  try {
    // Stryker disable next-line ConditionalExpression: equivalent: writing the same value again changes nothing a listener reads (a storage event fires only on a change).
    if (isSignedIn === (window.localStorage.getItem(SIGNED_IN_KEY) !== null)) return;
    if (isSignedIn) window.localStorage.setItem(SIGNED_IN_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    return; // Storage blocked.
  }
  // Other tabs hear of it by a storage event; this one by its own event.
  window.dispatchEvent(new Event(SIGNED_IN_CHANGED_EVENT));
}
