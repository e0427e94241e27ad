import { revokeSessions } from '@/lib/auth/users';
import { withUser } from '@/lib/auth/with-auth';

// POST /api/user/logout – ends every session and bearer token of the account (API clients; the site logs out through next-auth)
export const POST = withUser(async (_request, { user }) => {
  await revokeSessions(user.id);
  return Response.json({ message: 'Logged out.' });
});
