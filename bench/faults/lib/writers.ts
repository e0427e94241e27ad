/**
 * Editors' writes under a fault: `count` concurrent writers post news (and every fourth one a blog)
 * through the HTTP contracts until `until()`, each write with a unique title, every answer kept.
 */
import sharp from 'sharp';

export type Write = { kind: 'news' | 'blog'; title: string; status: number; startedAt: number; ms: number; json: boolean; stack: boolean };

let png: Buffer | undefined;

async function post(base: string, token: string, kind: Write['kind'], title: string): Promise<Write> {
  png ??= await sharp({ create: { width: 48, height: 32, channels: 3, background: '#c63' } }).png().toBuffer();
  const form = new FormData();
  const image = new Blob([new Uint8Array(png)]);
  form.set('title', title);
  if (kind === 'news') {
    form.set('description', 'Written during a fault.');
    form.set('category', 'stocks');
    form.set('photo', image, 'photo.png');
  } else {
    form.set('categories', 'Tech');
    form.set('content', JSON.stringify([{ title: 'One', paragraphs: ['Written during a fault.'] }]));
    form.set('coverImage', image, 'cover.png');
  }
  const startedAt = Date.now();
  try {
    const response = await fetch(`${base}${kind === 'news' ? '/api/news/add' : '/api/blogs'}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let json = false;
    try {
      JSON.parse(text);
      json = true;
    } catch {
      // not JSON
    }
    return { kind, title, status: response.status, startedAt, ms: Date.now() - startedAt, json, stack: /\bat \S+ \(|node_modules/.test(text) };
  } catch {
    // Connection refused or reset, or no answer in 30 s: status 0.
    return { kind, title, status: 0, startedAt, ms: Date.now() - startedAt, json: false, stack: false };
  }
}

export async function runWriters(options: { base: () => string; token: string; count: number; until: () => boolean; tag: string; onWrite?: (write: Write) => void }): Promise<Write[]> {
  const writes: Write[] = [];
  let serial = 0;
  await Promise.all(
    Array.from({ length: options.count }, async (_, index) => {
      while (!options.until()) {
        const kind = index % 4 === 3 ? 'blog' : 'news';
        const write = await post(options.base(), options.token, kind, `${options.tag}-${kind}-${index}-${++serial}`);
        writes.push(write);
        options.onWrite?.(write);
        if (write.status !== 201) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  return writes;
}

export function countBy<T>(items: T[], key: (item: T) => string | number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/** What the database and the uploads folder hold, matched against the answers. */
export function audit(writes: Write[], rows: { title: string; photo: string | null }[], files: string[]) {
  const stored = new Set(rows.map((row) => row.title));
  const acknowledged = writes.filter((w) => w.status === 201);
  const failed = writes.filter((w) => w.status >= 500 || w.status === 0);
  const expectedFiles = new Set(rows.flatMap((row) => (row.photo?.startsWith('/uploads/') ? [row.photo.slice(9), row.photo.slice(9).replace(/\.webp$/, '-sm.webp')] : [])));
  return {
    acknowledged: acknowledged.length,
    lost: acknowledged.filter((w) => !stored.has(w.title)).length,
    failedButStored: failed.filter((w) => stored.has(w.title)).length,
    rowsWithoutFile: [...expectedFiles].filter((name) => !files.includes(name)).length,
    filesWithoutRow: files.filter((name) => !expectedFiles.has(name)).length,
  };
}
