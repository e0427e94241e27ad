'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from '@/lib/i18n/messages-context';
import { HEARTBEAT_MS, type EditLockView, type LockKind } from '@/lib/locks/lock-rules';
import { NEWSROOM_TIME_ZONE } from '@/lib/publication/newsroom-time';

/**
 * The edit screen's lock (issue 26): taken when the screen opens, kept by a heartbeat every 20 s,
 * freed when it closes (also when the tab goes away: `keepalive`).
 * - `mine`: this screen may save;
 * - `other`: someone else is editing; the screen says who and since when and offers Take over;
 * - `lost`: someone took it over while this screen was open; saving stops and the screen says so.
 */
export type EditLockState = { status: 'loading' | 'mine' | 'other' | 'lost' | 'unavailable'; lock: EditLockView | null };

const lockUrl = (kind: LockKind, id: string) => `/api/admin/${kind === 'news' ? 'news' : 'blogs'}/${encodeURIComponent(id)}/lock`;

async function readLock(response: Response): Promise<EditLockView | null> {
  const body = (await response.json().catch(() => null)) as (EditLockView & { lock?: EditLockView }) | null;
  return body?.lock ?? (body && 'holder' in body ? body : null);
}

export function useEditLock(kind: LockKind, id: string): EditLockState & { takeOver: () => Promise<void> } {
  const [state, setState] = useState<EditLockState>({ status: 'loading', lock: null });
  const statusRef = useRef(state.status);
  useEffect(() => {
    statusRef.current = state.status;
  }, [state.status]);

  const take = useCallback(
    async (takeOver: boolean) => {
      try {
        const response = await fetch(lockUrl(kind, id), {
          method: 'POST',
          headers: { 'content-type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(takeOver ? { takeOver: true } : {}),
        });
        const lock = await readLock(response);
        if (response.ok) setState({ status: 'mine', lock });
        else if (response.status === 409) setState({ status: 'other', lock });
        else setState({ status: 'unavailable', lock: null });
      } catch {
        // The lock is a courtesy on top of the version check: without it, saving still never overwrites silently.
        setState({ status: 'unavailable', lock: null });
      }
    },
    [kind, id],
  );

  useEffect(() => {
    // Taking the lock is what opening the screen does (issue 26).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void take(false);
    const beat = window.setInterval(() => {
      if (statusRef.current !== 'mine') return;
      void fetch(lockUrl(kind, id), { method: 'PUT', headers: { Accept: 'application/json' } })
        .then(async (response) => {
          if (response.status === 409) setState({ status: 'lost', lock: await readLock(response) });
          else if (response.ok) setState({ status: 'mine', lock: await readLock(response) });
        })
        .catch(() => undefined);
    }, HEARTBEAT_MS);
    const release = () => {
      if (statusRef.current === 'mine') void fetch(lockUrl(kind, id), { method: 'DELETE', keepalive: true }).catch(() => undefined);
    };
    window.addEventListener('pagehide', release);
    return () => {
      window.clearInterval(beat);
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [kind, id, take]);

  return { ...state, takeOver: () => take(true) };
}

/** "10:42" in India time, as the newsroom reads a clock. */
function indiaClock(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { hour: 'numeric', minute: '2-digit', timeZone: NEWSROOM_TIME_ZONE }).format(new Date(iso));
}

/** What the edit screen says about the lock: nothing while it is this screen's. */
export function EditLockNotice({ state, onTakeOver }: { state: EditLockState; onTakeOver: () => void }) {
  const t = useTranslations('admin.lock');
  const locale = useLocale();
  if (state.status === 'other' && state.lock) {
    return (
      <div role="alert" className="alert-error" data-testid="edit-lock-other">
        <p>{t('otherEditing', { name: state.lock.holder, time: indiaClock(state.lock.since, locale) })}</p>
        <p>{t('otherHint')}</p>
        <button type="button" className="button" onClick={onTakeOver}>
          {t('takeOver')}
        </button>
      </div>
    );
  }
  if (state.status === 'lost') {
    return (
      <div role="alert" className="alert-error" data-testid="edit-lock-lost">
        <p>{state.lock ? t('takenOver', { name: state.lock.holder, time: indiaClock(state.lock.since, locale) }) : t('takenOverSomeone')}</p>
        <p>{t('lostHint')}</p>
      </div>
    );
  }
  return null;
}

/** Takes the item's edit lock while the form is open and says who else is editing (components/admin/edit-lock.tsx). */
export function EditLockGate({ kind, id, onChange }: { kind: 'news' | 'blog'; id: string; onChange: (isBlocked: boolean) => void }) {
  const lock = useEditLock(kind, id);
  const isBlocked = lock.status === 'other' || lock.status === 'lost';
  useEffect(() => {
    onChange(isBlocked);
    return () => onChange(false);
  }, [isBlocked, onChange]);
  return <EditLockNotice state={lock} onTakeOver={() => void lock.takeOver()} />;
}

