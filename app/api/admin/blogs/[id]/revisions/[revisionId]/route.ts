import { withStaff } from '@/lib/auth/with-auth';
import { revisionDetail } from '@/lib/revisions/handlers';

type Params = { id: string; revisionId: string };

// GET /api/admin/blogs/{id}/revisions/{revisionId} – one revision with its fields (title, description, categories, language, photo, content); another item's revision → 404
export const GET = withStaff<Params>({ can: 'newsroom' }, async (_request, { params }) => {
  const { id, revisionId } = await params;
  return revisionDetail('blog', id, revisionId);
});
