// eslint-disable-next-line @typescript-eslint/no-require-imports
const { paintFirst, paintFirstStart, loader, LOADER_WAIT_MS } = require('../../scripts/paint-first.cjs') as {
  paintFirst: (html: string) => string;
  paintFirstStart: (start: string) => string;
  loader: (scripts: string[], preloads: string[], waitMs: number) => void;
  LOADER_WAIT_MS: number;
};

/**
 * scripts/paint-first.cjs (issue 28, LCP): a page's scripts (Next's async scripts and script
 * preloads) are asked for once the page has painted. The rewrite is checked on pages shaped as
 * Next.js writes them; the loader it adds is run here in a real DOM (jsdom), visible and hidden.
 */
const HEAD =
  '<!DOCTYPE html><html lang="hi"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/two.js?dpl=v1&amp;x=2" async=""></script>' +
  '<title>ताज़ा ख़बरें</title>' +
  '<script>document.documentElement.dataset.theme="dark"</script>' +
  '<link rel="preload" href="/_next/static/chunks/lazy.js" as="script" fetchPriority="low"/>' +
  '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/uploads/a-sm.webp 640w" imageSizes="100vw"/>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>';
const BODY =
  '<body><main><h1>ताज़ा ख़बरें</h1><img src="/uploads/a.webp" alt=""/></main>' +
  '<script>(globalThis.TURBOPACK=globalThis.TURBOPACK||[]).push(["x",{}])</script>' +
  '<script src="/_next/static/chunks/entry.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const PAGE = `${HEAD}${BODY}</body></html>`;

/** The loader's inline script in a page, and the scripts and preloads it asks for. */
function loaderOf(html: string): { script: string; sources: string[]; preloads: string[]; waitMs: number } {
  const match = html.match(/<script>(\(function ?\w*\([\s\S]*?)<\/script>/);
  if (!match) throw new Error('no loader in the page');
  const [sources, preloads, waitMs] = JSON.parse(`[${match[1].slice(match[1].lastIndexOf('})(') + 3, -1)}]`) as [string[], string[], number];
  return { script: match[1], sources, preloads, waitMs };
}

describe('a whole page', () => {
  const painted = paintFirst(PAGE);

  it('asks for no script before it paints: no async script, no script preload left in it', () => {
    expect(painted).not.toMatch(/async=""/);
    expect(painted).not.toMatch(/<link[^>]*as="script"/);
    expect(painted).not.toContain('<script src="/_next/static/chunks/one.js"');
  });

  it('keeps everything else as it was: stylesheets, the picture preload, inline and module-less scripts, the text', () => {
    const withoutLoader = painted.replace(/<script>\(function ?\w*\([\s\S]*?<\/script>/, '');
    const original = PAGE.replace(/<script src="[^"]*" async=""><\/script>/g, '').replace(/<link rel="preload" [^>]*as="script"[^>]*\/>/g, '');
    expect(withoutLoader).toBe(original);
    expect(painted).toContain('<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/uploads/a-sm.webp 640w" imageSizes="100vw"/>');
    expect(painted).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(painted.endsWith(')</script></body></html>')).toBe(true);
  });

  it('hands the loader the scripts in their order, head and body, with the attribute entities read back', () => {
    expect(loaderOf(painted).sources).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/two.js?dpl=v1&x=2',
      '/_next/static/chunks/entry.js',
    ]);
  });

  it('hands it the preloads of scripts that are not on the page (chunks the page loads later), once each', () => {
    // entry.js had a preload and a script: the script is enough.
    expect(loaderOf(painted).preloads).toEqual(['/_next/static/chunks/lazy.js']);
  });

  it('leaves a preload of another shape where it is (another attribute, another kind)', () => {
    const page =
      '<html><head><link rel="preload" as="script" href="/signed.js" integrity="sha384-x"/><link rel="preload" as="font" href="/f.woff2"/>' +
      '<link rel="modulepreload" href="/m.js"/><script src="/a.js" async=""></script></head><body></body></html>';
    const painted = paintFirst(page);
    expect(painted).toContain('<link rel="preload" as="script" href="/signed.js" integrity="sha384-x"/><link rel="preload" as="font" href="/f.woff2"/><link rel="modulepreload" href="/m.js"/></head>');
    expect(loaderOf(painted)).toMatchObject({ sources: ['/a.js'], preloads: [] });
  });

  it('reads back every entity React writes in an attribute, and no address can close the inline script', () => {
    const page = `<html><head><script src="/a&lt;/script&gt;&quot;&#x27;.js" async=""></script><link rel="preload" as="script" href="/b&lt;/script&gt;.js"/></head><body></body></html>`;
    const painted = paintFirst(page);
    expect(loaderOf(painted)).toMatchObject({ sources: [`/a</script>"'.js`], preloads: ['/b</script>.js'] });
    // The only closing script tag is the loader's own.
    expect(painted.match(/<\/script>/g)).toHaveLength(1);
    expect(painted).toContain('\\u003c/script>');
  });

  it('puts the loader last in the body, after the page data Next.js writes there', () => {
    expect(painted.indexOf('(function loader(')).toBeGreaterThan(painted.indexOf('self.__next_f'));
    expect(painted.indexOf('(function loader(')).toBeLessThan(painted.indexOf('</body>'));
  });

  it.each([
    ['no head', '<html><body><script src="/a.js" async=""></script></body></html>'],
    ['no body end', '<html><head><script src="/a.js" async=""></script></head><body>'],
    ['a body end before the head end', '</body><html><head><script src="/a.js" async=""></script></head>'],
    ['script preloads but no async script', '<html><head><link rel="preload" as="script" href="/a.js"/></head><body></body></html>'],
    ['a fragment', '<p>hello</p>'],
    ['nothing', ''],
  ])('leaves a page with %s as it came', (_, page) => {
    expect(paintFirst(page)).toBe(page);
  });

  it('leaves scripts of another shape alone (a module, a deferred or sync script)', () => {
    const page = '<html><head><script type="module" src="/m.js"></script><script src="/d.js" defer=""></script><script src="/s.js"></script><script src="/a.js" async=""></script></head><body></body></html>';
    const painted = paintFirst(page);
    expect(painted).toContain('<script type="module" src="/m.js"></script><script src="/d.js" defer=""></script><script src="/s.js"></script></head>');
    expect(loaderOf(painted).sources).toEqual(['/a.js']);
  });

  it('is the same page when rewritten twice (nothing left to rewrite)', () => {
    expect(paintFirst(painted)).toBe(painted);
  });
});

describe("a streamed page's start", () => {
  it('gets the same rewrite with the loader right after it, so the scripts need not wait for the end', () => {
    const start = `${HEAD}<body class="x">`;
    const painted = paintFirstStart(start);
    expect(painted.startsWith(`${paintFirst(`${HEAD}<body class="x"></body>`).split('<body class="x">')[0]}<body class="x"><script>(function loader(`)).toBe(true);
    expect(painted.endsWith(')</script>')).toBe(true);
    expect(loaderOf(painted)).toMatchObject({
      sources: ['/_next/static/chunks/one.js', '/_next/static/chunks/two.js?dpl=v1&x=2'],
      preloads: ['/_next/static/chunks/entry.js', '/_next/static/chunks/lazy.js'],
    });
  });

  it('is left as it came without async scripts', () => {
    expect(paintFirstStart('<html><head></head><body>')).toBe('<html><head></head><body>');
  });
});

describe('the loader, run in a page', () => {
  const SCRIPTS = ['/_next/static/chunks/one.js', '/_next/static/chunks/two.js?dpl=v1&x=2', '/_next/static/chunks/entry.js'];
  const PRELOADS = ['/_next/static/chunks/lazy.js'];
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;
  /** The paint observers the loader made, and what they observe. */
  let observers: { callback: PerformanceObserverCallback; options?: PerformanceObserverInit; disconnected: boolean }[];

  /** A browser's PerformanceObserver (jsdom has none), reporting paints when the test says so. */
  function withPaintEntries(supportedEntryTypes: string[]) {
    class FakeObserver {
      static supportedEntryTypes = supportedEntryTypes;
      record: (typeof observers)[number];
      constructor(callback: PerformanceObserverCallback) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe(options: PerformanceObserverInit) {
        this.record.options = options;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  }
  function paint(name: string) {
    for (const observer of observers) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
      observer.callback(list, observer as unknown as PerformanceObserver);
    }
  }

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    frames = [];
    observers = [];
    visibility = 'visible';
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    withPaintEntries(['paint', 'resource']);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  const inserted = () => [...document.head.querySelectorAll('script')].map((element) => ({ src: element.getAttribute('src'), async: element.async }));
  const preloaded = () =>
    [...document.head.querySelectorAll('link')].map((element) => ({ rel: element.rel, as: element.getAttribute('as'), fetchPriority: element.getAttribute('fetchpriority'), href: element.getAttribute('href') }));
  const everything = () => {
    expect(preloaded()).toEqual([{ rel: 'preload', as: 'script', fetchPriority: 'low', href: '/_next/static/chunks/lazy.js' }]);
    expect(inserted()).toEqual(SCRIPTS.map((src) => ({ src, async: true })));
  };

  it('asks for nothing until the first contentful paint is reported, then everything a task later, once', () => {
    loader(SCRIPTS, PRELOADS, LOADER_WAIT_MS);
    expect(observers).toHaveLength(1);
    expect(observers[0].options).toEqual({ type: 'paint', buffered: true });
    paint('first-paint');
    jest.advanceTimersByTime(LOADER_WAIT_MS - 1);
    expect(inserted()).toEqual([]);
    expect(observers[0].disconnected).toBe(false);
    paint('first-contentful-paint');
    expect(observers[0].disconnected).toBe(true);
    expect(inserted()).toEqual([]);
    jest.advanceTimersByTime(0);
    everything();
    // The time limit passing afterwards adds nothing twice.
    jest.advanceTimersByTime(LOADER_WAIT_MS);
    everything();
    expect(frames).toHaveLength(0);
  });

  it('asks for everything after its time limit when no paint is ever reported', () => {
    loader(SCRIPTS, PRELOADS, 1234);
    jest.advanceTimersByTime(1233);
    expect(inserted()).toEqual([]);
    jest.advanceTimersByTime(1);
    everything();
  });

  it.each([
    ['no PerformanceObserver', undefined],
    ['no paint entries', ['resource', 'navigation']],
    ['no list of entry types', null],
  ])('with %s, waits for the next frame, then a task', (_, types) => {
    if (types === undefined) delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    else withPaintEntries(types as string[]);
    loader(SCRIPTS, PRELOADS, LOADER_WAIT_MS);
    expect(observers).toHaveLength(0);
    expect(frames).toHaveLength(1);
    frames[0](performance.now());
    expect(inserted()).toEqual([]);
    jest.advanceTimersByTime(0);
    everything();
  });

  it.each(['hidden', 'prerender'] as DocumentVisibilityState[])('in a %s page (which paints nothing) asks for them at once', (state) => {
    visibility = state;
    loader(SCRIPTS, PRELOADS, LOADER_WAIT_MS);
    expect(frames).toHaveLength(0);
    expect(observers).toHaveLength(0);
    everything();
  });

  it('takes a script from further down a streamed page: with the others before they go, at once after', () => {
    const later = (window as unknown as { __paintFirst: (src: string) => void }).__paintFirst;
    loader([...SCRIPTS], PRELOADS, LOADER_WAIT_MS);
    const handOver = (window as unknown as { __paintFirst: (src: string) => void }).__paintFirst;
    expect(handOver).not.toBe(later);
    handOver('/_next/static/chunks/later.js');
    expect(inserted()).toEqual([]);
    paint('first-contentful-paint');
    jest.advanceTimersByTime(0);
    expect(inserted().map((entry) => entry.src)).toEqual([...SCRIPTS, '/_next/static/chunks/later.js']);
    handOver('/_next/static/chunks/last.js');
    expect(inserted()).toEqual([...SCRIPTS, '/_next/static/chunks/later.js', '/_next/static/chunks/last.js'].map((src) => ({ src, async: true })));
  });

  // Under mutation testing (npm run test:mutation) the module is instrumented and the loader's source
  // calls Stryker's module-local counters, which a page's inline script cannot reach: this one test
  // cannot run there (the tests above call the same loader directly); it runs in every `npm test`.
  const isInstrumented = /stryMutAct_|stryCov_/.test(loader.toString());
  (isInstrumented ? it.skip : it)('is what the page runs: its inline script, with the addresses and the time limit', () => {
    const { script, waitMs } = loaderOf(paintFirst(PAGE));
    expect(waitMs).toBe(LOADER_WAIT_MS);
    new Function(script)();
    paint('first-contentful-paint');
    jest.advanceTimersByTime(0);
    everything();
  });
});
