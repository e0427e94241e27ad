import { withStaff } from '@/lib/auth/with-auth';
import { parseInput, readJson } from '@/lib/http/handler';
import { listStaff, setStaffRole } from '@/lib/staff/manage-staff';
import { setRoleSchema } from '@/lib/staff/schemas';

// GET /api/admin/staff – admins: everyone with a newsroom role [{ id, email, name, role, since }]
export const GET = withStaff({ can: 'staff' }, async () => Response.json(await listStaff(), { headers: { 'Cache-Control': 'no-store' } }));

// PUT /api/admin/staff – admins: { email, role: user|writer|editor|admin } → 200 the account; 404 unknown email; 409 the last admin; 422 bad input
export const PUT = withStaff({ can: 'staff' }, async (request, { user }) => {
  const input = parseInput(setRoleSchema, await readJson(request));
  return Response.json(await setStaffRole({ actor: user, input }));
});
