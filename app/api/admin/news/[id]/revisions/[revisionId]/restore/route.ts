import { withStaff } from '@/lib/auth/with-auth';
import { revisionRestore } from '@/lib/revisions/handlers';

type Params = { id: string; revisionId: string };

// POST /api/admin/news/{id}/revisions/{revisionId}/restore – body none or JSON { version? } → 201 { revision, item }; editors/admins, or a writer on their own draft or item in review (403); stale version → 409
export const POST = withStaff<Params>({ can: 'newsroom' }, async (request, { params, user }) => {
  const { id, revisionId } = await params;
  return revisionRestore('news', request, id, revisionId, user);
});
