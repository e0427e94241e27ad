import '@testing-library/jest-dom';
import { render, waitFor } from '@testing-library/react';
import { AccountSync } from '@/components/layout/account-sync';
import { holdsAccountData, SYNC_MARKER } from '@/lib/account-data/traces';

/**
 * The shell loads the account syncs (bookmarks, read state, For you choices) only where they have
 * work (issue 28): a signed-in reader, or a signed-out browser still holding an account's data.
 * Observed as a reader's browser would: what it asks the server (fetch is the network boundary).
 */
let status: 'loading' | 'authenticated' | 'unauthenticated' = 'loading';
jest.mock('@/lib/auth/use-session', () => ({
  useSession: () => ({ data: status === 'authenticated' ? { user: { id: 'reader-1' } } : null, status }),
}));

const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  localStorage.clear();
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    asked.push(String(url));
    const path = String(url);
    const body = path.startsWith('/api/user/bookmarks') ? { bookmarks: [] } : path.startsWith('/api/user/read') ? { stories: [] } : path.startsWith('/api/user/topics') ? { categories: [], sources: [] } : {};
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as unknown as typeof fetch;
});

describe('AccountSync', () => {
  it('a signed-out reader with nothing of an account here: no sync, not one request', async () => {
    status = 'unauthenticated';
    localStorage.setItem('bookmarksEnglish', '[]');
    render(<AccountSync />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });

  it('a signed-in reader: bookmarks, read stories and topics sync with the account', async () => {
    status = 'authenticated';
    render(<AccountSync />);
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['/api/user/bookmarks?lang=en', '/api/user/read', '/api/user/topics'])));
    expect(localStorage.getItem('shortnews:account-owner')).toBe('reader-1');
  });

  it("a signed-out browser still holding an account's data asks the server whether the session ended, then forgets it", async () => {
    status = 'unauthenticated';
    localStorage.setItem('shortnews:account-owner', 'reader-1');
    localStorage.setItem('bookmarksEnglish', JSON.stringify([{ title: "The account's bookmark" }]));
    render(<AccountSync />);
    await waitFor(() => expect(asked).toContain('/api/auth/session'));
    await waitFor(() => expect(localStorage.getItem('bookmarksEnglish')).toBeNull());
    expect(localStorage.getItem('shortnews:account-owner')).toBeNull();
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
  });

  it("reads the account a sync marker names (the forget-at-sign-out step reads it too)", () => {
    expect(SYNC_MARKER.exec('shortnews:bookmarks-synced:reader-2:en')?.[1]).toBe('reader-2');
    expect(SYNC_MARKER.exec('shortnews:read-synced:reader-42')?.[1]).toBe('reader-42');
  });
});
