import { withStaff } from '@/lib/auth/with-auth';
import { deleteBlog, getBlog, updateBlog } from '@/lib/blogs/blog-service';
import { blogUpdateSchema } from '@/lib/blogs/schemas';
import { AppError } from '@/lib/errors';
import { handle, parseInput, readJson } from '@/lib/http/handler';

type Params = { id: string };

// GET /api/blogs/{id} – one blog; unknown or malformed ids are 404
export const GET = handle<Params>(async (_request, { params }) => {
  const blog = await getBlog((await params).id);
  if (!blog) throw new AppError('not_found', 'Blog not found.');
  return Response.json(blog);
});

// PUT /api/blogs/{id} – admin: JSON {title, content, imageUrl, version?} → the updated blog
export const PUT = withStaff<Params>({ can: 'newsroom' }, async (request, { params, user }) => {
  const input = parseInput(blogUpdateSchema, await readJson(request));
  return Response.json(await updateBlog({ id: (await params).id, input, actor: user }));
});

// DELETE /api/blogs/{id} – admin
export const DELETE = withStaff<Params>({ can: 'newsroom' }, async (_request, { params, user }) => {
  await deleteBlog({ id: (await params).id, actor: user });
  return new Response(null, { status: 204 });
});
