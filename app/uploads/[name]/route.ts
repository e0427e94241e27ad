import { readStoredImage } from '@/lib/storage/store';

// GET /uploads/{name} – a stored, re-encoded image; names are content-unique so caching is forever
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const data = await readStoredImage(name);
  if (!data) {
    return Response.json({ error: 'Image not found', message: 'Image not found' }, { status: 404 });
  }
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(data.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
