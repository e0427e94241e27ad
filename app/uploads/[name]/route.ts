import { handle } from '@/lib/http/handler';
import { publicImageUrl, readStoredImage } from '@/lib/storage/store';

/** Names are content-unique: a stored picture never changes, so caches may keep it forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

// GET /uploads/{name} – a stored, re-encoded image, from the folder or the bucket; with S3_PUBLIC_URL a redirect there
export const GET = handle<{ name: string }>(async (_request, { params }) => {
  const { name } = await params;
  const direct = await publicImageUrl(name);
  if (direct) {
    // Not permanent: the public base may change; a day keeps browsers and CDNs from asking often.
    return new Response(null, { status: 302, headers: { Location: direct, 'Cache-Control': 'public, max-age=86400' } });
  }
  const data = await readStoredImage(name);
  if (!data) {
    return Response.json({ error: 'Image not found', message: 'Image not found' }, { status: 404 });
  }
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(data.length),
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
});
