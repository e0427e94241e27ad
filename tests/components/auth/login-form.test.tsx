import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm, type LoginQuery } from '@/components/auth/login-form';
import { messagesFor, renderWithMessages, type TestLocale } from '../../helpers/render-with-messages';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const NO_QUERY: LoginQuery = { isCreated: false, isReset: false, error: null, callbackUrl: null };

function renderLogin(locale: TestLocale) {
  renderWithMessages(<LoginForm locale={locale} query={NO_QUERY} />, locale);
  const auth = messagesFor(locale).auth as { login: Record<string, string>; validation: Record<string, string> };
  return { user: userEvent.setup(), login: auth.login, validation: auth.validation };
}

// The form's checks are the shared schemas (D12), loaded on first use (components/auth/use-account-resolver.ts).
describe('LoginForm checks what is typed before anything is sent', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('says what is missing, in Hindi on a Hindi page, and sends nothing', async () => {
    const { user, login, validation } = renderLogin('hi');
    await user.click(screen.getByRole('button', { name: login.submit }));
    expect(await screen.findByText(validation.emailRequired)).toBeVisible();
    expect(screen.getByText(validation.passwordRequired)).toBeVisible();
    expect(screen.getByLabelText(login.email)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a malformed email, and takes the message away as the reader mends it', async () => {
    const { user, login, validation } = renderLogin('en');
    await user.type(screen.getByLabelText(login.email), 'not-an-email');
    await user.type(screen.getByLabelText(login.password, { selector: 'input' }), 'a password');
    await user.click(screen.getByRole('button', { name: login.submit }));
    expect(await screen.findByText(validation.emailInvalid)).toBeVisible();
    expect(screen.queryByText(validation.passwordRequired)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // After a submit react-hook-form checks again on every change, with the schema already built.
    await user.clear(screen.getByLabelText(login.email));
    await user.type(screen.getByLabelText(login.email), 'reader@example.com');
    await waitFor(() => expect(screen.queryByText(validation.emailInvalid)).not.toBeInTheDocument());
    expect(screen.getByLabelText(login.email)).toHaveAttribute('aria-invalid', 'false');
  });
});
