import { withStaff } from '@/lib/auth/with-auth';
import { revisionList } from '@/lib/revisions/handlers';

// GET /api/admin/blogs/{id}/revisions – the History panel: [{ id, createdAt, author, status, title, action, version, restoredFrom }], newest first; unknown item → 404
export const GET = withStaff<{ id: string }>({ can: 'newsroom' }, async (_request, { params }) => revisionList('blog', (await params).id));
