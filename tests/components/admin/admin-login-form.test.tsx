import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMessages } from '../../helpers/render-with-messages';
import { AdminLoginForm } from '@/components/admin/admin-login-form';
import { SIGNED_IN_KEY } from '@/lib/account-data/traces';

// next-auth's client call is the boundary: the server's answers are replayed here.
const mockSignIn = jest.fn();
jest.mock('next-auth/react', () => ({ signIn: (...args: unknown[]) => mockSignIn(...args) }));

async function submit() {
  renderWithMessages(<AdminLoginForm destination="/en/admin/8888888888" />);
  await userEvent.type(screen.getByLabelText('Email'), 'editor@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'a password');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('AdminLoginForm', () => {
  beforeEach(() => {
    mockSignIn.mockReset();
    localStorage.clear();
  });

  it('shows the SPEC message for a wrong password', async () => {
    mockSignIn.mockResolvedValue({ ok: false, status: 401, error: 'CredentialsSignin' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password. Please try again.');
    expect(mockSignIn).toHaveBeenCalledWith('admin-credentials', { email: 'editor@example.com', password: 'a password', redirect: false });
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
  });

  it("signed in: the browser is marked, so the site's pages ask for the session (the account's syncs run there)", async () => {
    mockSignIn.mockResolvedValue({ ok: true, status: 200, error: null });
    await submit();
    await waitFor(() => expect(localStorage.getItem(SIGNED_IN_KEY)).toBe('1'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the login is rate limited, instead of a generic failure', async () => {
    mockSignIn.mockResolvedValue({ ok: false, status: 401, error: 'RateLimited' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });

  it('shows the generic failure when the server cannot be reached', async () => {
    mockSignIn.mockRejectedValue(new TypeError('Failed to fetch'));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  });
});
