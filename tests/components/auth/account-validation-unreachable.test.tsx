import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { messagesFor, renderWithMessages } from '../../helpers/render-with-messages';

// The validation chunk cannot be loaded, as when the network goes away after the page came: the
// browser's import() of it fails (e2e/accounts.spec.ts refuses the real chunk in Chromium).
let loads = 0;
jest.mock('@/components/auth/account-validation', () => {
  loads += 1;
  throw new Error('Loading chunk failed');
});

describe('an account form whose validation cannot be loaded', () => {
  it('sends what was typed to the server, which checks it, and shows its answer; the load is tried again on the next send', async () => {
    const fetchMock = jest.fn().mockResolvedValue({
      ok: false,
      status: 422,
      json: async () => ({ error: 'Enter a valid email address.', message: 'Enter a valid email address.', code: 'auth.validation.emailInvalid' }),
    } as Response);
    global.fetch = fetchMock as unknown as typeof fetch;
    renderWithMessages(<ForgotPasswordForm locale="hi" />, 'hi');
    const auth = messagesFor('hi').auth as { forgot: Record<string, string>; validation: Record<string, string> };
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(auth.forgot.email), 'nope');
    await user.click(screen.getByRole('button', { name: auth.forgot.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(auth.validation.emailInvalid);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ email: 'nope', locale: 'hi' });
    const triedBefore = loads;
    expect(triedBefore).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: auth.forgot.submit }));
    await screen.findByRole('alert');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(loads).toBeGreaterThan(triedBefore);
  });
});
