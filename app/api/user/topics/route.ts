import { withUser } from '@/lib/auth/with-auth';
import { parseInput, readJson } from '@/lib/http/handler';
import { getAccountTopics, putAccountTopics } from '@/lib/topics/account-topics';
import { putTopicsSchema } from '@/lib/topics/schemas';

const noStore = { 'Cache-Control': 'private, no-store' };

// GET /api/user/topics – the signed-in reader's For you choices: { followed, hiddenSources, lessLike, updatedAt }
export const GET = withUser(async (_request, { user }) => Response.json(await getAccountTopics(user.id), { headers: noStore }));

// PUT /api/user/topics – replaces the lists sent ({ followed?, hiddenSources?, lessLike? }); answers the whole state
export const PUT = withUser(async (request, { user }) => {
  const input = parseInput(putTopicsSchema, await readJson(request));
  return Response.json(await putAccountTopics(user.id, input), { headers: noStore });
});
