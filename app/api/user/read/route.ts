import { withUser } from '@/lib/auth/with-auth';
import { parseInput, readJson } from '@/lib/http/handler';
import { listReadStories, markStoriesRead } from '@/lib/read-state/account-read';
import { putReadSchema } from '@/lib/read-state/read-schemas';

const noStore = { 'Cache-Control': 'private, no-store' };

// GET /api/user/read – the stories the signed-in reader has read, newest first
export const GET = withUser(async (_request, { user }) => {
  return Response.json({ stories: await listReadStories({ userId: user.id }) }, { headers: noStore });
});

// PUT /api/user/read – records { stories: [{ key, readAt? }] } as read on every device
export const PUT = withUser(async (request, { user }) => {
  const { stories } = parseInput(putReadSchema, await readJson(request));
  await markStoriesRead({ userId: user.id, stories });
  return Response.json({ stories: await listReadStories({ userId: user.id }) }, { headers: noStore });
});
