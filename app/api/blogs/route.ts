import { withStaff } from '@/lib/auth/with-auth';
import { createBlog } from '@/lib/blogs/blog-service';
import { listBlogsShared } from '@/lib/blogs/cached-blogs';
import { versionEtag } from '@/lib/cache/versioned-read';
import { newBlogSchema } from '@/lib/blogs/schemas';
import { AppError } from '@/lib/errors';
import { handle, parseInput } from '@/lib/http/handler';
import { fileBytes, readMultipart, textFields } from '@/lib/storage/upload';

// GET /api/blogs – every blog, newest first; cached until a blog write (ETag: which cached read answered)
export const GET = handle(async () => {
  const { value, version } = await listBlogsShared();
  return Response.json(value, { headers: { ETag: versionEtag(version) } });
});

// POST /api/blogs – admin: multipart title, categories (comma separated), coverImage (file), content (JSON string of sections), authorName
export const POST = withStaff({ can: 'newsroom' }, async (request, { user }) => {
  const form = await readMultipart(request);
  const input = parseInput(newBlogSchema, { categories: '', ...textFields(form) });
  const cover = await fileBytes(form, 'coverImage');
  if (!cover) throw new AppError('invalid_input', 'A cover image is required.', { issues: [{ path: 'coverImage', message: 'A cover image is required.' }] });
  const blog = await createBlog({ input, cover, actor: user });
  return Response.json(blog, { status: 201 });
});
