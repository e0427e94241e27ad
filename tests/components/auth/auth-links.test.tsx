import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthLinks } from '@/components/auth/auth-links';
import { ACCOUNT_OWNER_KEY, TOPICS_OWNER_KEY } from '@/lib/account-data/traces';
import { renderWithMessages } from '../../helpers/render-with-messages';

const mockSession: { data: unknown; status: string } = { data: { user: { id: 'u1' } }, status: 'authenticated' };
const mockSignOut = jest.fn();
jest.mock('@/lib/auth/use-session', () => ({ useSession: () => mockSession, signOut: (...args: unknown[]) => mockSignOut(...args) }));

/** What this browser held of the signed-in account (issue 25 item 8). */
function holdAccountData() {
  window.localStorage.setItem(ACCOUNT_OWNER_KEY, 'u1');
  window.localStorage.setItem('bookmarksEnglish', JSON.stringify([{ url: 'https://example.com/a' }]));
  window.localStorage.setItem('shortnews:read', JSON.stringify(['a']));
  window.localStorage.setItem(TOPICS_OWNER_KEY, 'u1');
  window.localStorage.setItem('shortnews:topics', JSON.stringify({ followed: ['sports'], hiddenSources: [], lessLike: [] }));
}

describe('AuthLinks: Logout (its forgetting code downloaded at the click, issue 28)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    mockSignOut.mockReset();
  });

  it('the account’s bookmarks, read stories and followed topics leave the browser before the sign-out goes', async () => {
    holdAccountData();
    let heldAtSignOut: string[] = [];
    mockSignOut.mockImplementation(() => {
      heldAtSignOut = Object.keys(window.localStorage);
    });
    const onNavigate = jest.fn();
    await renderWithMessages(<AuthLinks locale="hi" onNavigate={onNavigate} />, 'hi');
    await userEvent.setup().click(screen.getByRole('button'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(mockSignOut).toHaveBeenCalledWith({ callbackUrl: '/hi/general' }));
    expect(heldAtSignOut).toEqual([]);
  });
});

describe('AuthLinks: which links', () => {
  afterEach(() => {
    mockSession.data = { user: { id: 'u1' } };
    mockSession.status = 'authenticated';
  });

  it('while the session is being read, neither Login nor Logout (a signed-in reader sees no Login flash)', async () => {
    mockSession.data = null;
    mockSession.status = 'loading';
    await renderWithMessages(<AuthLinks locale="en" />, 'en');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a session without a user is signed out: Sign Up and Login', async () => {
    mockSession.data = {};
    mockSession.status = 'unauthenticated';
    await renderWithMessages(<AuthLinks locale="en" />, 'en');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/en/signup');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/en/login');
  });

  it('Logout where nothing is to be closed around it (no onNavigate) still signs out', async () => {
    mockSignOut.mockReset();
    await renderWithMessages(<AuthLinks locale="en" />, 'en');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(mockSignOut).toHaveBeenCalledWith({ callbackUrl: '/en/general' }));
  });
});
