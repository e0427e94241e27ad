import { ACCOUNT_OWNER_KEY, claimAccountData, forgetAccountData, forgetAccountDataIfSignedOut, isSignedOutConfirmed, localDataOwner } from '@/lib/account-data/browser-owner';
import { BOOKMARKS_CHANGED_EVENT, BOOKMARK_KEYS } from '@/lib/bookmarks/bookmarks-store';
import { READ_CHANGED_EVENT, READ_KEY } from '@/lib/read-state/read-store';

/** Shared devices (issue 25 item 8): an account's synced bookmarks and read state leave the browser with it. */
const A = '6f1d7c1e-0000-4000-8000-00000000000a';
const B = '6f1d7c1e-0000-4000-8000-00000000000b';

function fillAs(owner: string | null) {
  localStorage.setItem(BOOKMARK_KEYS.en, JSON.stringify([{ title: 'A reads this' }]));
  localStorage.setItem(BOOKMARK_KEYS.hi, JSON.stringify([{ title: 'ए पढ़ता है' }]));
  localStorage.setItem(READ_KEY, JSON.stringify({ 'news:1': 1 }));
  if (owner) {
    localStorage.setItem(ACCOUNT_OWNER_KEY, owner);
    localStorage.setItem(`shortnews:bookmarks-synced:${owner}:en`, '1');
    localStorage.setItem(`shortnews:read-synced:${owner}`, '1');
  }
  localStorage.setItem('shortnews:theme', 'dark');
}

const accountKeys = () => Object.keys(localStorage).filter((key) => key !== 'shortnews:theme').sort();

// jsdom has no fetch: each test sets the session endpoint's answer.
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
});

test('another account signing in drops the previous account’s bookmarks, reads and markers before its merge, and tells open lists', () => {
  fillAs(A);
  const changed = jest.fn();
  window.addEventListener(BOOKMARKS_CHANGED_EVENT, changed);
  claimAccountData(localStorage, B);
  window.removeEventListener(BOOKMARKS_CHANGED_EVENT, changed);
  expect(accountKeys()).toEqual([ACCOUNT_OWNER_KEY]);
  expect(localStorage.getItem(ACCOUNT_OWNER_KEY)).toBe(B);
  expect(localStorage.getItem('shortnews:theme')).toBe('dark');
  expect(changed).toHaveBeenCalledTimes(1);
});

test('the same account again, or a first sign-in over signed-out data, keeps what is here (the sign-in merge)', () => {
  fillAs(A);
  claimAccountData(localStorage, A);
  expect(localStorage.getItem(BOOKMARK_KEYS.en)).toContain('A reads this');
  localStorage.clear();
  fillAs(null);
  claimAccountData(localStorage, B);
  expect(localStorage.getItem(BOOKMARK_KEYS.en)).toContain('A reads this');
  expect(localStorage.getItem(READ_KEY)).toContain('news:1');
  expect(localStorage.getItem(ACCOUNT_OWNER_KEY)).toBe(B);
});

test('a browser that synced before the owner was recorded is known by its sync markers', () => {
  fillAs(A);
  localStorage.removeItem(ACCOUNT_OWNER_KEY);
  expect(localDataOwner(localStorage)).toBe(A);
  localStorage.removeItem(`shortnews:bookmarks-synced:${A}:en`);
  expect(localDataOwner(localStorage)).toBe(A);
  claimAccountData(localStorage, B);
  expect(localStorage.getItem(BOOKMARK_KEYS.en)).toBeNull();
  expect(localStorage.getItem(READ_KEY)).toBeNull();
});

test('forgetAccountData removes both languages, the read state and every marker, nothing else', () => {
  fillAs(A);
  forgetAccountData(localStorage);
  expect(accountKeys()).toEqual([]);
  expect(localStorage.getItem('shortnews:theme')).toBe('dark');
});

describe('signed out, as next-auth reports it', () => {
  const answer = (body: unknown, status = 200) => fetchMock.mockResolvedValue({ ok: status < 400, status, json: async () => body } as Response);

  test('the server confirms no session: the account’s data goes', async () => {
    fillAs(A);
    answer({});
    await forgetAccountDataIfSignedOut(localStorage);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/session', expect.objectContaining({ cache: 'no-store' }));
    expect(accountKeys()).toEqual([]);
  });

  test('offline, a failed answer or a session after all: kept (a signed-in reader’s offline bookmarks stay)', async () => {
    fillAs(A);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await forgetAccountDataIfSignedOut(localStorage);
    answer({ error: 'x' }, 500);
    await forgetAccountDataIfSignedOut(localStorage);
    answer({ user: { id: A } });
    await forgetAccountDataIfSignedOut(localStorage);
    expect(localStorage.getItem(BOOKMARK_KEYS.en)).toContain('A reads this');
  });

  test('data kept signed out only (no owner) is not the account’s: kept, and no request', async () => {
    fillAs(null);
    answer({});
    await forgetAccountDataIfSignedOut(localStorage);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(BOOKMARK_KEYS.en)).toContain('A reads this');
  });
});

describe('what the rules rest on', () => {
  const answer = (body: unknown, status = 200) => fetchMock.mockResolvedValue({ ok: status < 400, status, json: async () => body } as Response);

  test('the owner is kept under a name browsers already hold (a release must not forget whose data it is)', () => {
    expect(ACCOUNT_OWNER_KEY).toBe('shortnews:account-owner');
  });

  test('only keys that begin as the syncs name them are sync markers', () => {
    localStorage.setItem(`other:shortnews:read-synced:${B}`, '1');
    expect(localDataOwner(localStorage)).toBeNull();
    localStorage.setItem(`shortnews:read-synced:${A}`, '1');
    expect(localDataOwner(localStorage)).toBe(A);
  });

  test('forgetting tells open bookmark lists and read marks alike', () => {
    fillAs(A);
    const told: string[] = [];
    const listen = (name: string) => window.addEventListener(name, () => told.push(name), { once: true });
    listen(BOOKMARKS_CHANGED_EVENT);
    listen(READ_CHANGED_EVENT);
    forgetAccountData(localStorage);
    expect(told.sort()).toEqual([BOOKMARKS_CHANGED_EVENT, READ_CHANGED_EVENT].sort());
  });

  test('signed out is confirmed only by an answer without a user; never from the cache; false offline', async () => {
    // next-auth answers {} without a session; null or text are no session either.
    for (const body of [{}, null, 'no session']) {
      answer(body);
      await expect(isSignedOutConfirmed()).resolves.toBe(true);
    }
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/session', { credentials: 'same-origin', cache: 'no-store' });
    answer({ user: { id: A } });
    await expect(isSignedOutConfirmed()).resolves.toBe(false);
    answer({}, 503);
    await expect(isSignedOutConfirmed()).resolves.toBe(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(isSignedOutConfirmed()).resolves.toBe(false);
  });
});
