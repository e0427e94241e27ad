import { withStaff } from '@/lib/auth/with-auth';
import { revisionList } from '@/lib/revisions/handlers';

// GET /api/admin/news/{id}/revisions – the History panel: [{ id, createdAt, author, status, title, action, version, restoredFrom }], newest first; unknown item → 404
export const GET = withStaff<{ id: string }>({ can: 'newsroom' }, async (_request, { params }) => revisionList('news', (await params).id));
