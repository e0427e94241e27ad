import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMessages } from '../../helpers/render-with-messages';
import { GoogleButton } from '@/components/auth/google-button';
import { ProviderSignIn } from '@/components/auth/provider-sign-in';
import { SIGNED_IN_KEY } from '@/lib/account-data/traces';

// next-auth's client is the boundary (Google's redirect): the server's answers are replayed here.
const mockSignIn = jest.fn(async () => undefined);
let providers: Record<string, unknown> | null = null;
jest.mock('next-auth/react', () => ({ signIn: (...args: unknown[]) => mockSignIn(...(args as [])), getProviders: async () => providers }));

beforeEach(() => {
  mockSignIn.mockClear();
  localStorage.clear();
});

describe('GoogleButton (the login and sign-up pages)', () => {
  it('starts the Google sign-in and marks the browser first: back from Google, the page asks for the session', async () => {
    providers = { google: { id: 'google' } };
    renderWithMessages(<GoogleButton label="Log in with Google" locale="hi" />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in with Google' }));
    await waitFor(() => expect(mockSignIn).toHaveBeenCalledWith('google', { callbackUrl: '/hi/general' }));
    expect(localStorage.getItem(SIGNED_IN_KEY)).toMatch(/^begun:\d+$/);
  });

  it('Google not set up on the site: says so, and marks nothing', async () => {
    providers = {};
    renderWithMessages(<GoogleButton label="Log in with Google" locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in with Google' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Google sign-in is not set up on this site. Please use your email and password.');
    expect(mockSignIn).not.toHaveBeenCalled();
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
  });
});

describe('ProviderSignIn (/{lang}/loginwithgoogle)', () => {
  it('starts the Google sign-in at once, the browser marked first', async () => {
    providers = { google: { id: 'google' } };
    renderWithMessages(<ProviderSignIn locale="en" mode="login" />);
    await waitFor(() => expect(mockSignIn).toHaveBeenCalledWith('google', { callbackUrl: '/en/general' }));
    expect(localStorage.getItem(SIGNED_IN_KEY)).toMatch(/^begun:\d+$/);
  });

  it('Google not set up: says so, and marks nothing', async () => {
    providers = {};
    renderWithMessages(<ProviderSignIn locale="en" mode="login" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in is not set up on this site.');
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
  });
});
