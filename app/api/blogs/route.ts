import { withAdmin } from '@/lib/auth/with-auth';
import { createBlog, listBlogs } from '@/lib/blogs/blog-service';
import { newBlogSchema } from '@/lib/blogs/schemas';
import { AppError } from '@/lib/errors';
import { handle, parseInput } from '@/lib/http/handler';
import { fileBytes, readMultipart, textFields } from '@/lib/storage/upload';

// GET /api/blogs – every blog, newest first
export const GET = handle(async () => Response.json(await listBlogs()));

// POST /api/blogs – admin: multipart title, categories (comma separated), coverImage (file), content (JSON string of sections), authorName
export const POST = withAdmin(async (request, { user }) => {
  const form = await readMultipart(request);
  const input = parseInput(newBlogSchema, { categories: '', ...textFields(form) });
  const cover = await fileBytes(form, 'coverImage');
  if (!cover) throw new AppError('invalid_input', 'A cover image is required.', { issues: [{ path: 'coverImage', message: 'A cover image is required.' }] });
  const blog = await createBlog({ input, cover, actor: user });
  return Response.json(blog, { status: 201 });
});
