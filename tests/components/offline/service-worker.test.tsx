import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMessages } from '../../helpers/render-with-messages';

/**
 * Issue 16 item 1, "new version available — reload": the prompt's wiring, against a stand-in for the
 * third-party @serwist/window (its events: `waiting`, `controlling`); the browser test
 * (e2e/offline.spec.ts, through a proxy that serves the next deploy's worker) walks it with real
 * workers in Chromium. No prompt until a new worker
 * waits; Reload asks that worker to take over; the page reloads once it controls the page, and only
 * when the reader asked for it.
 */
type Listener = (event: { isUpdate?: boolean }) => void;
const workers: FakeSerwist[] = [];
class FakeSerwist {
  listeners = new Map<string, Listener[]>();
  messageSkipWaiting = jest.fn();
  messageSW = jest.fn().mockResolvedValue(undefined);
  register = jest.fn().mockResolvedValue(undefined);
  constructor(
    readonly url: string,
    readonly options: unknown,
  ) {
    workers.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, event: { isUpdate?: boolean } = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}
jest.mock('@serwist/window', () => ({ Serwist: jest.fn((url: string, options: unknown) => new FakeSerwist(url, options)) }));
let pathname = '/en/general';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

// Imported after the mocks above (jest hoists them anyway; kept explicit for the reader).
import { ServiceWorker } from '@/components/offline/service-worker';

const originalEnv = process.env.NODE_ENV;
let reloads: string[];

beforeEach(() => {
  workers.length = 0;
  pathname = '/en/general';
  (process.env as Record<string, string>).NODE_ENV = 'production';
  Object.defineProperty(navigator, 'serviceWorker', { value: { ready: new Promise(() => undefined) }, configurable: true });
  // jsdom cannot navigate: a reload shows up as its "not implemented" report.
  reloads = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (/not implemented/i.test(text)) reloads.push(text);
  });
});

afterEach(() => {
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  (process.env as Record<string, string>).NODE_ENV = originalEnv as string;
  jest.restoreAllMocks();
});

describe('service worker: new version prompt', () => {
  it('registers the worker and shows nothing until a new one waits; then offers Reload in the page language', async () => {
    // The worker's downloads wait until the loaded page leaves the browser idle (issue 15).
    const idle: (() => void)[] = [];
    Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback), cancelIdleCallback: () => undefined });
    renderWithMessages(<ServiceWorker />, 'hi');
    // Nothing of the worker's library before then either (issue 28: it is loaded on demand).
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(workers).toHaveLength(0);
    for (const callback of idle) callback();
    await waitFor(() => expect(workers).toHaveLength(1));
    expect(workers[0].url).toBe('/serwist/sw.js');
    // For the whole site, as the module the build makes of it.
    expect(workers[0].options).toEqual({ scope: '/', type: 'module' });
    expect(workers[0].register).toHaveBeenCalledWith({ immediate: true });
    expect(screen.queryByTestId('update-prompt')).toBeNull();

    act(() => workers[0].emit('waiting'));
    expect(screen.getByTestId('update-prompt')).toHaveTextContent('ShortNews');
    expect(screen.getByRole('button', { name: 'फिर से लोड करें' })).toBeInTheDocument();
  });

  it('Reload asks the waiting worker to take over, and the page reloads once it controls the page', async () => {
    const user = userEvent.setup();
    renderWithMessages(<ServiceWorker />, 'en');
    await waitFor(() => expect(workers).toHaveLength(1));
    act(() => workers[0].emit('waiting'));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workers[0].messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reloads).toHaveLength(0);
    act(() => workers[0].emit('controlling', { isUpdate: true }));
    expect(reloads).toHaveLength(1);
  });

  it('Reload works in the visit that installed the first worker too (the page loaded without a worker: isUpdate is false)', async () => {
    const user = userEvent.setup();
    renderWithMessages(<ServiceWorker />, 'en');
    await waitFor(() => expect(workers).toHaveLength(1));
    act(() => workers[0].emit('controlling', { isUpdate: false })); // the first worker claims the page: no reload
    expect(reloads).toHaveLength(0);
    act(() => workers[0].emit('waiting')); // a deploy later in the same visit
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    act(() => workers[0].emit('controlling', { isUpdate: false }));
    expect(reloads).toHaveLength(1);
  });

  it('a new worker taking control without the reader asking never reloads the page under them', async () => {
    renderWithMessages(<ServiceWorker />, 'en');
    await waitFor(() => expect(workers).toHaveLength(1));
    act(() => workers[0].emit('controlling', { isUpdate: true }));
    expect(reloads).toHaveLength(0);
  });
});

describe('service worker: pages kept for offline reading', () => {
  /** The browser's resource timings: pictures of this site and of another, and a script. */
  // (jsdom keeps no resource timings: the browser's list is given here.)
  function loadedResources(entries: { name: string; initiatorType: string }[]) {
    Object.defineProperty(performance, 'getEntriesByType', { value: (type: string) => (type === 'resource' ? entries : []), configurable: true });
  }
  afterEach(() => {
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });
  const readyWorker = () => Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve({}) }, configurable: true });

  it('asks the worker to keep the page and the pictures it loaded: this site\'s as same-origin, another site\'s as no-cors, nothing else', async () => {
    readyWorker();
    const own = `${window.location.origin}/uploads/story.webp`;
    loadedResources([
      { name: own, initiatorType: 'img' },
      { name: 'https://images.example.com/wire.jpg', initiatorType: 'img' },
      { name: `${window.location.origin}/_next/static/chunks/app.js`, initiatorType: 'script' },
    ]);
    renderWithMessages(<ServiceWorker />, 'en');
    await waitFor(() => expect(workers).toHaveLength(1));
    await waitFor(() => expect(workers[0].messageSW).toHaveBeenCalledTimes(1));
    expect(workers[0].messageSW).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [window.location.href, [own, { mode: 'same-origin' }], ['https://images.example.com/wire.jpg', { mode: 'no-cors' }]] },
    });
  });

  it('keeps each later page the reader goes to as well', async () => {
    readyWorker();
    loadedResources([]);
    const { rerender } = renderWithMessages(<ServiceWorker />, 'en');
    await waitFor(() => expect(workers[0]?.messageSW).toHaveBeenCalledTimes(1));
    window.history.pushState({}, '', '/en/sports');
    pathname = '/en/sports';
    rerender(<ServiceWorker />);
    await waitFor(() => expect(workers[0].messageSW).toHaveBeenCalledTimes(2));
    expect(workers[0].messageSW).toHaveBeenLastCalledWith({ type: 'CACHE_URLS', payload: { urlsToCache: [`${window.location.origin}/en/sports`] } });
    window.history.pushState({}, '', '/');
  });

  it('a page left before the browser was idle never registers the worker', async () => {
    const idle: (() => void)[] = [];
    const cancelled: number[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      cancelIdleCallback: (handle: number) => cancelled.push(handle),
    });
    const { unmount } = renderWithMessages(<ServiceWorker />, 'en');
    unmount();
    expect(cancelled).toEqual([1]);
    // Had it not been cancelled, the browser would now run it: the library still never creates a worker.
    for (const callback of idle) callback();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(workers).toHaveLength(0);
  });

  it('a page left while the worker\'s library was still loading does not register it either', async () => {
    const idle: (() => void)[] = [];
    Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback), cancelIdleCallback: () => undefined });
    const { unmount } = renderWithMessages(<ServiceWorker />, 'en');
    for (const callback of idle) callback(); // the library starts loading…
    unmount(); // …and the reader leaves before it arrives
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(workers).toHaveLength(0);
  });

  it('registers nothing outside a production build, nor where the browser has no service workers', async () => {
    (process.env as Record<string, string>).NODE_ENV = 'development';
    const development = renderWithMessages(<ServiceWorker />, 'en');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    development.unmount();
    (process.env as Record<string, string>).NODE_ENV = 'production';
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    expect('serviceWorker' in navigator).toBe(false);
    renderWithMessages(<ServiceWorker />, 'en');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(workers).toHaveLength(0);
  });
});

