/**
 * An observable seam for the work an attacker could compare between two answers (issue 11 items 2
 * and 12): every argon2 hash and verification (lib/auth/password.ts) and every reset token issued
 * (lib/accounts/password-reset.ts) is reported here. Nothing observes it in production (the set is
 * empty and reporting is a no-op); tests count the work to prove that, say, a Google-only account
 * costs one argon2 verification like a wrong password, without measuring time.
 * On globalThis so that every module instance (Next's bundles, Jest's registries) shares it.
 */
export type Work = 'argon2-hash' | 'argon2-verify' | 'reset-token';
type Observer = (work: Work) => void;

const holder = globalThis as typeof globalThis & { __shortnewsWorkObservers?: Set<Observer> };

export function reportWork(work: Work): void {
  holder.__shortnewsWorkObservers?.forEach((observer) => observer(work));
}

/** Calls `observer` for each piece of work from now on; returns the function that stops it. */
export function observeWork(observer: Observer): () => void {
  const observers = (holder.__shortnewsWorkObservers ??= new Set());
  observers.add(observer);
  return () => observers.delete(observer);
}

/** The work done while `run` runs (a convenience for tests). */
export async function workDuring<T>(run: () => Promise<T>): Promise<{ result: T; work: Work[] }> {
  const work: Work[] = [];
  const stop = observeWork((item) => work.push(item));
  try {
    return { result: await run(), work };
  } finally {
    stop();
  }
}
