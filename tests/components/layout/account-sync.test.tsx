import '@testing-library/jest-dom';
import { act, render, waitFor } from '@testing-library/react';
import { AccountSync } from '@/components/layout/account-sync';
import { holdsAccountData, mayHoldAccount, SIGNED_IN_KEY, SYNC_MARKER } from '@/lib/account-data/traces';
import { refreshSession, resetSessionForTests } from '@/lib/auth/use-session';

/**
 * The shell loads the account syncs (bookmarks, read state, For you choices), and asks for the
 * session, only where they may have work (issue 28): a browser where a session was seen or a sign-in
 * began, or one still holding an account's data. Observed as a reader's browser would: what it asks
 * the server (fetch is the network boundary; the session is the real lib/auth/use-session).
 */
let session: 'signed-in' | 'signed-out' | 'offline' = 'signed-out';
const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  localStorage.clear();
  resetSessionForTests();
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const path = String(url);
    asked.push(path);
    if (path === '/api/auth/session' && session === 'offline') throw new TypeError('Failed to fetch');
    const body = path.startsWith('/api/auth/session')
      ? session === 'signed-in'
        ? { user: { id: 'reader-1', email: 'r@example.test' }, expires: '2099-01-01T00:00:00.000Z' }
        : {}
      : path.startsWith('/api/user/bookmarks')
        ? { bookmarks: [] }
        : path.startsWith('/api/user/read')
          ? { stories: [] }
          : path.startsWith('/api/user/topics')
            ? { categories: [], sources: [] }
            : {};
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as unknown as typeof fetch;
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
/** The syncs' chunk is imported when first needed: slow under mutation testing's instrumentation. */
const LOADED = { timeout: 5000 };

describe('AccountSync', () => {
  it('a reader who never signed in here: no sync, and not one request, not even for the session', async () => {
    session = 'signed-out';
    localStorage.setItem('bookmarksEnglish', '[]');
    render(<AccountSync />);
    await settle();
    expect(asked).toEqual([]);
  });

  it('a browser where a session was seen: asks for it, and a signed-in reader\'s bookmarks, read stories and topics sync with the account', async () => {
    session = 'signed-in';
    localStorage.setItem(SIGNED_IN_KEY, '1');
    render(<AccountSync />);
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['/api/auth/session', '/api/user/bookmarks?lang=en', '/api/user/read', '/api/user/topics'])), LOADED);
    expect(localStorage.getItem('shortnews:account-owner')).toBe('reader-1');
  });

  it('the session ended elsewhere (it expired, another device signed out): the mark goes, nothing syncs, the next page asks nothing', async () => {
    session = 'signed-out';
    localStorage.setItem(SIGNED_IN_KEY, '1');
    const { unmount } = render(<AccountSync />);
    await waitFor(() => expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull(), LOADED);
    await settle();
    expect(asked).toEqual(['/api/auth/session']);
    unmount();
    resetSessionForTests();
    render(<AccountSync />);
    await settle();
    expect(asked).toEqual(['/api/auth/session']);
  });

  it('offline, the session cannot be read: the mark stays for the next page', async () => {
    session = 'offline';
    localStorage.setItem(SIGNED_IN_KEY, '1');
    render(<AccountSync />);
    await waitFor(() => expect(asked).toContain('/api/auth/session'), LOADED);
    await settle();
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBe('1');
    expect(asked.filter((path) => path.startsWith('/api/user/'))).toEqual([]);
  });

  it('a sign-in in another tab (its mark arrives by a storage event): the syncs start here too', async () => {
    session = 'signed-in';
    render(<AccountSync />);
    await settle();
    expect(asked).toEqual([]);
    localStorage.setItem(SIGNED_IN_KEY, '1');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_KEY, newValue: '1' }));
    });
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['/api/auth/session', '/api/user/bookmarks?lang=en'])), LOADED);
  });

  it('the menu reads the session on this page (signed in elsewhere, by a link or another browser tool): the syncs start at once', async () => {
    session = 'signed-in';
    render(<AccountSync />);
    await settle();
    expect(asked).toEqual([]);
    // What the menu's account links do: they read the session (lib/auth/use-session.ts), which marks the browser.
    await act(() => refreshSession());
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['/api/user/bookmarks?lang=en', '/api/user/read', '/api/user/topics'])), LOADED);
  });

  it("a signed-out browser still holding an account's data asks the server whether the session ended, then forgets it", async () => {
    session = 'signed-out';
    localStorage.setItem('shortnews:account-owner', 'reader-1');
    localStorage.setItem('bookmarksEnglish', JSON.stringify([{ title: "The account's bookmark" }]));
    render(<AccountSync />);
    await waitFor(() => expect(asked).toContain('/api/auth/session'), LOADED);
    await waitFor(() => expect(localStorage.getItem('bookmarksEnglish')).toBeNull(), LOADED);
    expect(localStorage.getItem('shortnews:account-owner')).toBeNull();
  });

  it('storage blocked: nothing of an account can be here, and nothing is asked', async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      render(<AccountSync />);
      await settle();
      expect(asked).toEqual([]);
    } finally {
      getItem.mockRestore();
    }
  });

  it('knows an account by its owner keys and by the syncs\' markers', () => {
    expect(holdsAccountData(localStorage)).toBe(false);
    localStorage.setItem('shortnews:read-synced:reader-2', '1');
    expect(holdsAccountData(localStorage)).toBe(true);
    localStorage.clear();
    localStorage.setItem('shortnews:topics-owner', 'reader-2');
    expect(holdsAccountData(localStorage)).toBe(true);
    localStorage.clear();
    localStorage.setItem('shortnews:bookmarks-synced:reader-2:en', '1');
    expect(holdsAccountData(localStorage)).toBe(true);
    localStorage.clear();
    localStorage.setItem('shortnews:unrelated', '1');
    expect(holdsAccountData(localStorage)).toBe(false);
    // A marker's name only at the start of a key: another app's key that holds it is not ours.
    localStorage.setItem('other-app:shortnews:read-synced:reader-2', '1');
    expect(holdsAccountData(localStorage)).toBe(false);
    // The sign-in mark alone is no account's data (nothing to forget), but a session may be open.
    localStorage.clear();
    localStorage.setItem(SIGNED_IN_KEY, '1');
    expect(holdsAccountData(localStorage)).toBe(false);
    expect(mayHoldAccount(localStorage)).toBe(true);
  });

  it("reads the account a sync marker names (the forget-at-sign-out step reads it too)", () => {
    expect(SYNC_MARKER.exec('shortnews:bookmarks-synced:reader-2:en')?.[1]).toBe('reader-2');
    expect(SYNC_MARKER.exec('shortnews:read-synced:reader-42')?.[1]).toBe('reader-42');
  });
});
