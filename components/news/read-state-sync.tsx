'use client';

import { useSession } from '@/lib/auth/use-session';
import { useEffect } from 'react';
import { claimAccountData } from '@/lib/account-data/browser-owner';
import { MAX_READ_PER_REQUEST } from '@/lib/read-state/limits';
import { READ_CHANGED_EVENT, READ_KEY, readReadMap, withRead } from '@/lib/read-state/read-store';

const syncedKey = (userId: string) => `shortnews:read-synced:${userId}`;

async function putRead(stories: { key: string; readAt: string }[]): Promise<{ key: string; readAt: string }[]> {
  let latest: { key: string; readAt: string }[] = [];
  for (let start = 0; start < stories.length; start += MAX_READ_PER_REQUEST) {
    const response = await fetch('/api/user/read', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ stories: stories.slice(start, start + MAX_READ_PER_REQUEST) }) });
    if (!response.ok) throw new Error(`read PUT: HTTP ${response.status}`);
    ({ stories: latest } = (await response.json()) as { stories: { key: string; readAt: string }[] });
  }
  return latest;
}

/**
 * Read state that follows the account (issue 16): signed out, it stays in this browser. Signed
 * in: what was read here since the last sync goes up, what was read elsewhere comes down (on load
 * and when the tab comes back), and each story read is sent as it happens. Renders nothing.
 * Another account's read state is dropped first, never uploaded (BookmarksSync forgets it at sign-out).
 */
export function ReadStateSync() {
  const { data, status } = useSession();
  const userId = status === 'authenticated' ? data?.user?.id : undefined;

  useEffect(() => {
    if (!userId) return;
    claimAccountData(window.localStorage, userId);
    const sync = async () => {
      const storage = window.localStorage;
      const lastSynced = Number(storage.getItem(syncedKey(userId)) ?? 0);
      const startedAt = Date.now();
      const local = readReadMap(storage);
      const fresh = Object.entries(local)
        .filter(([, at]) => at > lastSynced)
        .map(([key, at]) => ({ key, readAt: new Date(at).toISOString() }));
      const remote = fresh.length > 0 ? await putRead(fresh) : ((await (await fetch('/api/user/read')).json()) as { stories?: { key: string; readAt: string }[] }).stories ?? [];
      const merged = withRead(readReadMap(storage), Object.fromEntries(remote.map((story) => [story.key, Date.parse(story.readAt)])));
      storage.setItem(READ_KEY, JSON.stringify(merged));
      storage.setItem(syncedKey(userId), String(startedAt));
      window.dispatchEvent(new Event(READ_CHANGED_EVENT));
    };
    const run = () => void sync().catch((error) => console.warn('[read] sync failed; kept in this browser', error));
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    const onRead = (event: Event) => {
      const keys = (event as CustomEvent<{ keys: string[] } | undefined>).detail?.keys;
      if (keys?.length) void putRead(keys.map((key) => ({ key, readAt: new Date().toISOString() }))).catch(() => undefined);
    };
    run();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener(READ_CHANGED_EVENT, onRead);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener(READ_CHANGED_EVENT, onRead);
    };
  }, [userId]);

  return null;
}
