/**
 * One app instance starting, as a fresh process does it (lib/boot.ts bootServer: the database opened
 * and migrated, the seed, this instance's job runner), for tests of what happens at start-up — run
 * with `node --conditions=react-server --import tsx` and the instance's environment (DATA_DIR,
 * DATABASE_URL, JOB_POLL_MS). It waits until the news story named by argv[2] is published (or 30 s),
 * then stops as the server does on SIGTERM (its shutdown hooks, newest first: the runner, the
 * database) and prints `{"status": …}`; the exit code is 0 when the story went live.
 */
import { eq } from 'drizzle-orm';
import { bootServer } from '@/lib/boot';
import { getDb } from '@/lib/db';
import { news } from '@/models/schema';

type Lifecycle = { hooks: { name: string; close: () => Promise<unknown> }[] };

async function main(): Promise<void> {
  const id = process.argv[2];
  if (!id) throw new Error('usage: instance-start-child.ts <news id>');
  await bootServer();
  let status = 'missing';
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const [row] = await (await getDb()).select({ status: news.status }).from(news).where(eq(news.id, id));
    status = row?.status ?? 'missing';
    if (status === 'published') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const lifecycle = (globalThis as typeof globalThis & { __shortnewsLifecycle?: Lifecycle }).__shortnewsLifecycle;
  for (const hook of (lifecycle?.hooks ?? []).splice(0).reverse()) await hook.close();
  console.log(JSON.stringify({ status }));
  process.exit(status === 'published' ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
