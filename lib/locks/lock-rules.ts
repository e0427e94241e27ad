/**
 * Edit locks (issue 26), the part the screens share with the server. Client-safe.
 * The edit screen beats every HEARTBEAT_MS; a lock whose last beat is older than LOCK_EXPIRY_MS is
 * free (a closed laptop, a crashed tab), so two missed beats are forgiven and a third frees it.
 */
export const HEARTBEAT_MS = 20_000;
export const LOCK_EXPIRY_MS = 60_000;

export type LockKind = 'news' | 'blog';

/** The English texts (the Hindi ones by code: messages/hi/apiErrors.json "publication"). */
export const LOCK_MESSAGES = {
  itemNotFound: 'No such story or post.',
  locked: 'Someone else is editing this item. You may take over; they will be told.',
  lockTaken: 'Someone else took over editing this item. Your unsaved changes were not saved.',
  lockedByOther: 'Someone else is editing this item right now, so it was not saved. Take over first, or wait until they are done.',
} as const;

/** A lock as the API answers it: who holds it, since when, until when it lasts without a heartbeat. */
export type EditLockView = { holder: string; holderId: string; since: string; heartbeatAt: string; expiresAt: string; mine: boolean };
