import { withStaff } from '@/lib/auth/with-auth';
import { AppError } from '@/lib/errors';
import { fileBytes, readMultipart } from '@/lib/storage/upload';
import { storeImage } from '@/lib/storage/store';

// POST /api/blogs/upload – admin: multipart `image` → { imageUrl } (re-encoded and stored, D7)
export const POST = withStaff({ can: 'newsroom' }, async (request) => {
  const form = await readMultipart(request);
  const bytes = await fileBytes(form, 'image');
  if (!bytes) throw new AppError('invalid_input', 'Choose an image to upload.', { issues: [{ path: 'image', message: 'Choose an image to upload.' }] });
  const stored = await storeImage(bytes);
  return Response.json({ imageUrl: stored.url, smallUrl: stored.smallUrl }, { status: 201 });
});
