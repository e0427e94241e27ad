import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { refreshSession, resetSessionForTests, SESSION_MESSAGE_KEY, SESSION_URL, signOut, useSession } from '@/lib/auth/use-session';
import { markSignInBegun } from '@/lib/account-data/signed-in';
import { SIGNED_IN_KEY } from '@/lib/account-data/traces';

jest.mock('next-auth/react', () => ({ signOut: jest.fn(async () => undefined) }));

/**
 * The reader's session without next-auth's SessionProvider (issue 28): one request shared by every
 * reader of the hook, and the provider's rules the shared-device rules build on (a failed request
 * reads as signed out, a signed-in tab asks again when it becomes visible, next-auth's tab messages).
 */
const signedIn = { user: { id: 'user-1', email: 'a@example.test' }, expires: '2099-01-01T00:00:00.000Z' };
let answers: (() => Promise<Response>)[];
const fetchMock = jest.fn((url: string) => {
  expect(url).toBe(SESSION_URL);
  const next = answers.shift();
  return next ? next() : Promise.resolve(json({}));
});
const json = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;

function Probe({ name }: { name: string }) {
  const { data, status } = useSession();
  return <p data-testid={name}>{`${status}:${data?.user?.id ?? '-'}`}</p>;
}

function setVisibility(value: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  resetSessionForTests();
  answers = [];
  fetchMock.mockClear();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  window.localStorage.clear();
});

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('useSession (own, without SessionProvider)', () => {
  it('is loading first, then every reader of the hook gets the one answer (one request)', async () => {
    answers.push(async () => json(signedIn));
    render(
      <>
        <Probe name="a" />
        <Probe name="b" />
        <Probe name="c" />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('loading:-');
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('authenticated:user-1'));
    expect(screen.getByTestId('c')).toHaveTextContent('authenticated:user-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an empty answer, an error answer and a failed request read as signed out (as next-auth reads them)', async () => {
    for (const answer of [async () => json({}), async () => json({ message: 'x' }, 500), () => Promise.reject(new TypeError('offline'))]) {
      resetSessionForTests();
      answers.push(answer);
      const { unmount } = render(<Probe name="p" />);
      await waitFor(() => expect(screen.getByTestId('p')).toHaveTextContent('unauthenticated:-'));
      unmount();
    }
  });

  it('a signed-in tab asks again when it becomes visible; a signed-out one does not', async () => {
    answers.push(async () => json(signedIn));
    const { unmount } = render(<Probe name="p" />);
    await waitFor(() => expect(screen.getByTestId('p')).toHaveTextContent('authenticated:user-1'));
    answers.push(async () => json({}));
    act(() => setVisibility('hidden'));
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1); // a tab going to the background asks nothing
    act(() => setVisibility('visible'));
    await waitFor(() => expect(screen.getByTestId('p')).toHaveTextContent('unauthenticated:-'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    act(() => setVisibility('visible'));
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    unmount();
  });

  it("next-auth's tab message (a sign-out in another tab) makes it ask again; its own fetches tell other tabs", async () => {
    answers.push(async () => json(signedIn));
    render(<Probe name="p" />);
    await waitFor(() => expect(screen.getByTestId('p')).toHaveTextContent('authenticated:user-1'));
    // next-auth's own key and message (next-auth/client/_utils), its timestamp in seconds as next-auth writes it.
    expect(SESSION_MESSAGE_KEY).toBe('nextauth.message');
    const told = JSON.parse(window.localStorage.getItem('nextauth.message') ?? '{}') as { timestamp: number };
    expect(told).toMatchObject({ event: 'session', data: { trigger: 'getSession' } });
    expect(Math.abs(told.timestamp - Date.now() / 1000)).toBeLessThan(60);
    window.localStorage.removeItem(SESSION_MESSAGE_KEY);
    answers.push(async () => json({}));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_MESSAGE_KEY, newValue: JSON.stringify({ event: 'session', data: { trigger: 'signout' } }) }));
    });
    await waitFor(() => expect(screen.getByTestId('p')).toHaveTextContent('unauthenticated:-'));
    // Answering a message does not send one back (no ping-pong between tabs).
    expect(window.localStorage.getItem(SESSION_MESSAGE_KEY)).toBeNull();
    // Another key, a message that is not next-auth's session message, or not JSON: nothing asked.
    act(() => {
      for (const [key, newValue] of [
        ['other', '{"event":"session","data":{}}'],
        [SESSION_MESSAGE_KEY, 'not json'],
        [SESSION_MESSAGE_KEY, 'null'],
        [SESSION_MESSAGE_KEY, '{"event":"other","data":{"trigger":"signout"}}'],
        [SESSION_MESSAGE_KEY, '{"event":"session"}'],
        [SESSION_MESSAGE_KEY, ''],
      ]) {
        window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
      }
    });
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refreshSession after a sign-in reaches every reader; an older answer arriving later is dropped', async () => {
    let answerFirst: (response: Response) => void = () => undefined;
    answers.push(() => new Promise<Response>((resolve) => (answerFirst = resolve)));
    render(<Probe name="p" />);
    answers.push(async () => json(signedIn));
    await act(() => refreshSession());
    expect(screen.getByTestId('p')).toHaveTextContent('authenticated:user-1');
    await act(async () => answerFirst(json({})));
    expect(screen.getByTestId('p')).toHaveTextContent('authenticated:user-1');
  });

  it("the server's answer marks the browser as one where a session was seen, or unmarks it; a failed request leaves the mark", async () => {
    answers.push(async () => json(signedIn));
    render(<Probe name="p" />);
    await waitFor(() => expect(screen.getByTestId('p')).toHaveTextContent('authenticated:user-1'));
    expect(window.localStorage.getItem(SIGNED_IN_KEY)).toBe('1');
    // Offline, or the server failing: not the server's word that the session ended.
    for (const answer of [() => Promise.reject(new TypeError('offline')), async () => json({ message: 'x' }, 500)]) {
      answers.push(answer);
      await act(() => refreshSession());
      expect(screen.getByTestId('p')).toHaveTextContent('unauthenticated:-');
      expect(window.localStorage.getItem(SIGNED_IN_KEY)).toBe('1');
    }
    answers.push(async () => json({}));
    await act(() => refreshSession());
    expect(window.localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
  });

  it('a Google sign-in begun on this page outlives the page\'s own "signed out" answer: back from Google, the page reads the session', async () => {
    markSignInBegun();
    const begun = window.localStorage.getItem(SIGNED_IN_KEY);
    answers.push(async () => json({}));
    render(<Probe name="p" />);
    await waitFor(() => expect(screen.getByTestId('p')).toHaveTextContent('unauthenticated:-'));
    expect(window.localStorage.getItem(SIGNED_IN_KEY)).toBe(begun);
    answers.push(async () => json(signedIn));
    await act(() => refreshSession());
    expect(window.localStorage.getItem(SIGNED_IN_KEY)).toBe('1');
  });

  it('an answer that is JSON but no object (a proxy\'s page, a string) reads as signed out and marks nothing', async () => {
    answers.push(async () => json('signed in'));
    render(<Probe name="p" />);
    await waitFor(() => expect(screen.getByTestId('p')).toHaveTextContent('unauthenticated:-'));
    expect(window.localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
  });

  it('storage blocked: the session is read all the same, nothing is marked, nothing thrown', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const told = jest.fn();
    window.addEventListener('shortnews:signed-in-changed', told);
    try {
      answers.push(async () => json(signedIn));
      render(<Probe name="p" />);
      await waitFor(() => expect(screen.getByTestId('p')).toHaveTextContent('authenticated:user-1'));
      expect(told).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
      window.removeEventListener('shortnews:signed-in-changed', told);
    }
    expect(window.localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
  });

  it('a page without readers of the hook stops listening; while one reader is left, it still listens', async () => {
    answers.push(async () => json(signedIn));
    const first = render(<Probe name="a" />);
    const second = render(<Probe name="b" />);
    await waitFor(() => expect(screen.getByTestId('b')).toHaveTextContent('authenticated:user-1'));
    first.unmount();
    answers.push(async () => json(signedIn));
    act(() => setVisibility('visible'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    second.unmount();
    act(() => setVisibility('visible'));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_MESSAGE_KEY, newValue: '{"event":"session","data":{"trigger":"signout"}}' }));
    });
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('the server renders the page as loading (no session is read there)', () => {
    expect(renderToString(<Probe name="p" />)).toContain('loading:-');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the first reader of a fresh page load asks for the session (no reset needed)', async () => {
    let fresh: typeof import('@/lib/auth/use-session') | undefined;
    // A second copy of the module, as a new page load has it; React stays the one the page renders with.
    const react = jest.requireActual<typeof import('react')>('react');
    jest.isolateModules(() => {
      jest.doMock('react', () => react);
      fresh = jest.requireActual('@/lib/auth/use-session');
    });
    const FreshProbe = () => <p data-testid="fresh">{fresh!.useSession().status}</p>;
    answers.push(async () => json(signedIn));
    const { unmount } = render(<FreshProbe />);
    await waitFor(() => expect(screen.getByTestId('fresh')).toHaveTextContent('authenticated'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('Logout unmarks the browser before next-auth signs out', async () => {
    window.localStorage.setItem(SIGNED_IN_KEY, '1');
    await signOut({ callbackUrl: '/en/general' });
    expect(window.localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
    const { signOut: nextAuthSignOut } = jest.requireMock('next-auth/react') as { signOut: jest.Mock };
    expect(nextAuthSignOut).toHaveBeenCalledWith({ callbackUrl: '/en/general' });
  });
});
