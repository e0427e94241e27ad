import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server speaking the GNews-style contract of the headlines service, so the client is
 * tested through actual sockets, timeouts and status codes rather than a mocked fetch.
 */

/** What the server does for one API key. Unknown keys get 401, as the real service does. */
export type KeyBehaviour = {
  /** Status to answer with; 200 when left out. A non-2xx status answers with an error body. */
  status?: number;
  /** How many articles a 200 carries (default 10, capped by `max`). */
  articles?: number;
  /** The totalArticles to report (default 100). */
  totalArticles?: number;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Send exactly this body instead of the generated one. */
  body?: string;
};

export type FakeHeadlinesRequest = {
  key: string | null;
  category: string | null;
  page: string | null;
  lang: string | null;
  country: string | null;
  max: string | null;
  path: string;
};

/**
 * What the server does for one (upstream category, lang), whatever the key: `fail` answers 503 to
 * every key (an outage), `malformed` a page whose second article lacks its source, url and date
 * and carries a `javascript:` link, plus one article with nothing to show. Per category and
 * language, so a browser test can break one feed without disturbing tests that read others.
 */
export type CategoryMode = 'normal' | 'fail' | 'malformed';

/** The control path: `POST /__control/category-mode` with `{ category, lang, mode }` (loopback only). */
export const CATEGORY_MODE_PATH = '/__control/category-mode';

export type FakeHeadlines = {
  url: string;
  requests: FakeHeadlinesRequest[];
  setBehaviour(key: string, behaviour: KeyBehaviour): void;
  setCategoryMode(category: string, lang: string, mode: CategoryMode): void;
  close(): Promise<void>;
};

/** Deterministic articles: the same query always gives the same page, and titles name the query. */
export function fakeArticles(query: { category: string; page: number; lang: string }, count: number, imageBase?: string) {
  return Array.from({ length: count }, (_, i) => {
    const n = (query.page - 1) * 10 + i + 1;
    return {
      title: `${query.category} ${query.lang} page ${query.page} story ${n}`,
      description: `Summary of ${query.category} story ${n}`,
      content: `Full text of ${query.category} story ${n}`,
      url: `https://news.example.test/${query.lang}/${query.category}/${n}`,
      // With imageBase the pictures point back at this server, which has none: broken images, no internet.
      image: i % 2 === 0 ? `${imageBase ?? 'https://img.example.test'}/${query.category}/${n}.jpg` : null,
      publishedAt: new Date(Date.UTC(2024, 0, 1) - n * 60_000).toISOString(),
      source: { name: 'Fake Wire', url: 'https://news.example.test' },
    };
  });
}

export type FakeHeadlinesOptions = {
  keys?: Record<string, KeyBehaviour>;
  /** Listen on this port (default: any free one). */
  port?: number;
  /** Image URLs under this base instead of img.example.test (e.g. the fake server's own, which answers 404). */
  imageBase?: string;
  /** A picture this server answers for every path under /img/ (the benches: wire stories' pictures load, as in production). */
  image?: { body: Buffer; type: string };
};

/** The malformed page of `malformed` mode: good articles around a broken one and an unshowable one. */
export function malformedArticles(query: { category: string; page: number; lang: string }, imageBase?: string) {
  const [first, ...rest] = fakeArticles(query, 8, imageBase);
  const broken = { title: `${query.category} ${query.lang} malformed story`, description: 'An article without source, url or date', url: 'javascript:alert(1)', image: 'data:text/html,x', content: null };
  return [first, broken, null, ...rest];
}

export async function startFakeHeadlines(options: FakeHeadlinesOptions = {}): Promise<FakeHeadlines> {
  const behaviours = new Map<string, KeyBehaviour>(Object.entries(options.keys ?? {}));
  const categoryModes = new Map<string, CategoryMode>();
  const requests: FakeHeadlinesRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const modeKey = (category: string, lang: string) => `${category}\u0000${lang}`;
  const setCategoryMode = (category: string, lang: string, mode: CategoryMode) => {
    if (mode === 'normal') categoryModes.delete(modeKey(category, lang));
    else categoryModes.set(modeKey(category, lang), mode);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    if (url.pathname === CATEGORY_MODE_PATH && req.method === 'POST') {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        try {
          const { category, lang, mode } = JSON.parse(raw) as { category: string; lang: string; mode: CategoryMode };
          if (typeof category !== 'string' || typeof lang !== 'string' || !['normal', 'fail', 'malformed'].includes(mode)) throw new Error('bad control');
          setCategoryMode(category, lang, mode);
          res.writeHead(204).end();
        } catch {
          res.writeHead(400).end();
        }
      });
      return;
    }
    if (options.image && url.pathname.startsWith('/img/')) {
      res.writeHead(200, { 'content-type': options.image.type, 'cache-control': 'public, max-age=3600' }).end(options.image.body);
      return;
    }
    const q = url.searchParams;
    const key = q.get('apikey');
    requests.push({ key, category: q.get('category'), page: q.get('page'), lang: q.get('lang'), country: q.get('country'), max: q.get('max'), path: url.pathname });

    const send = (status: number, body: string) => {
      // The client may have given up (timeout) while we waited.
      if (res.destroyed || res.writableEnded) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    };

    const respond = () => {
      if (url.pathname !== '/top-headlines') return send(404, JSON.stringify({ errors: ['Not found'] }));
      const behaviour = key === null ? undefined : behaviours.get(key);
      if (!behaviour) return send(401, JSON.stringify({ errors: ['Invalid API key'] }));
      const status = behaviour.status ?? 200;
      if (behaviour.body !== undefined) return send(status, behaviour.body);
      if (status < 200 || status > 299) return send(status, JSON.stringify({ errors: [`Fake failure ${status}`] }));
      const mode = categoryModes.get(modeKey(q.get('category') ?? 'general', q.get('lang') ?? 'en'));
      if (mode === 'fail') return send(503, JSON.stringify({ errors: ['Fake outage'] }));
      if (mode === 'malformed') {
        const query = { category: q.get('category') ?? 'general', page: Number(q.get('page') ?? '1'), lang: q.get('lang') ?? 'en' };
        return send(200, JSON.stringify({ totalArticles: 10, articles: malformedArticles(query, options.imageBase) }));
      }
      const page = Number(q.get('page') ?? '1');
      const max = Number(q.get('max') ?? '10');
      const totalArticles = behaviour.totalArticles ?? 100;
      // The last page carries what is left of the total, as the real service does.
      const count = Math.max(0, Math.min(behaviour.articles ?? 10, max, totalArticles - (page - 1) * max));
      const articles = fakeArticles({ category: q.get('category') ?? 'general', page, lang: q.get('lang') ?? 'en' }, count, options.imageBase);
      send(status, JSON.stringify({ totalArticles, articles }));
    };

    const delayMs = key === null ? 0 : (behaviours.get(key)?.delayMs ?? 0);
    if (delayMs > 0) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        respond();
      }, delayMs);
      timers.add(timer);
    } else {
      respond();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setBehaviour(key, behaviour) {
      behaviours.set(key, behaviour);
    },
    setCategoryMode,
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // Keep-alive sockets would otherwise hold close() open until they time out.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
