import { withUser } from '@/lib/auth/with-auth';

// GET /api/user/me – the signed-in account (bearer token or session cookie); 401 otherwise
export const GET = withUser(async (_request, { user }) => {
  return Response.json({ user: { id: user.id, fullName: user.name, email: user.email, role: user.role } });
});
