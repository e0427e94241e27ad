import { parseAuditQuery, searchAudit } from '@/lib/audit-search';
import { withStaff } from '@/lib/auth/with-auth';
import { getDb } from '@/lib/db';

// GET /api/admin/audit?actor=&action=&item=&from=&to=&page= – editors and admins: who did what and when, 50 a page, newest first
// → { entries: [{ id, at, actor: { id, email }, action, entityType, entityId, title, details }], page, pageSize, total, pages }; 400 for a bad filter
export const GET = withStaff({ can: 'audit' }, async (request) => {
  const { filters } = parseAuditQuery(new URL(request.url).searchParams);
  return Response.json(await searchAudit(await getDb(), filters), { headers: { 'Cache-Control': 'private, no-store' } });
});
