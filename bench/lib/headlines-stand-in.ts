/**
 * The benches' headlines service (issue 28: measure with the upstream on): the browser tests' fake
 * server (tests/helpers/fake-headlines-server.ts) serving full pages of 10 wire stories, 100 in all,
 * as production's service does, and answering their pictures itself (a 640×360 JPEG), so the feed
 * pages carry and load what they carry in production. Listens on HEADLINES_PORT; prints "ready".
 *   HEADLINES_PORT=5300 node --import tsx bench/lib/headlines-stand-in.ts
 */
import sharp from 'sharp';
import { startFakeHeadlines } from '../../tests/helpers/fake-headlines-server';

export const BENCH_HEADLINES_KEY = 'bench-headlines-key';

async function main() {
  const port = Number(process.env.HEADLINES_PORT ?? 5300);
  const body = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#4a6d8c' } })
  .composite([{ input: Buffer.from('<svg width="640" height="360"><rect x="40" y="40" width="560" height="280" rx="24" fill="#e8eef3"/></svg>') }])
  .jpeg({ quality: 70 })
  .toBuffer();
  const headlines = await startFakeHeadlines({
  port,
  imageBase: `http://127.0.0.1:${port}/img`,
  image: { body, type: 'image/jpeg' },
  keys: { [BENCH_HEADLINES_KEY]: { totalArticles: 100 } },
});
  console.log(`ready ${headlines.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void headlines.close().finally(() => process.exit(0)));
}

void main();
