import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { messagesFor, renderWithMessages } from '../../helpers/render-with-messages';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

/** The reset route's real answers for a spent and an expired link (tests/api/user/password-reset.test.ts checks the server side). */
const ANSWERS = {
  used: { error: 'This reset link has already been used. Please request a new one if you need to.', message: 'This reset link has already been used. Please request a new one if you need to.', code: 'auth.errors.resetTokenUsed' },
  expired: { error: 'This reset link has expired. Please request a new one.', message: 'This reset link has expired. Please request a new one.', code: 'auth.errors.resetTokenExpired' },
};

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function submitWith(answer: object, locale: 'en' | 'hi') {
  fetchMock.mockResolvedValueOnce({ ok: false, status: 400, json: async () => answer } as Response);
  renderWithMessages(<ResetPasswordForm locale={locale} token="t0ken" />, locale);
  const t = (messagesFor(locale).auth as { reset: Record<string, string> }).reset;
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(t.password), 'a new password');
  await user.type(screen.getByLabelText(t.confirmPassword), 'a new password');
  await user.click(screen.getByRole('button', { name: t.submit }));
  return screen.findByRole('alert');
}

describe('ResetPasswordForm shows why the server refused (issue 12)', () => {
  it('says the link was already used, not a fixed text', async () => {
    expect(await submitWith(ANSWERS.used, 'en')).toHaveTextContent('This reset link has already been used.');
  });

  it('says the link expired, in Hindi on a Hindi page', async () => {
    expect(await submitWith(ANSWERS.expired, 'hi')).toHaveTextContent('यह रीसेट लिंक समाप्त हो चुका है। कृपया नया लिंक मँगाएँ।');
  });
});
