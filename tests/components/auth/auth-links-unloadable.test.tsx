import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthLinks } from '@/components/auth/auth-links';
import { renderWithMessages } from '../../helpers/render-with-messages';

const mockSignOut = jest.fn();
jest.mock('@/lib/auth/use-session', () => ({ useSession: () => ({ data: { user: { id: 'u1' } }, status: 'authenticated' }), signOut: (...args: unknown[]) => mockSignOut(...args) }));
// The forgetting code downloads at the click (issue 28); here it cannot be had (a deploy replaced it, the network went).
jest.mock('@/lib/topics/sync-topics', () => {
  throw new Error('chunk failed to load');
});

it('Logout still signs out when the code that forgets the account’s data cannot be had (the next page forgets it once the server confirms)', async () => {
  const onNavigate = jest.fn();
  await renderWithMessages(<AuthLinks locale="en" onNavigate={onNavigate} />, 'en');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
  expect(onNavigate).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(mockSignOut).toHaveBeenCalledWith({ callbackUrl: '/en/general' }));
});
