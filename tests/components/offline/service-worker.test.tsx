import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeContainer, FakeRegistration, FakeWorker } from '../../helpers/fake-service-worker';
import { renderWithMessages } from '../../helpers/render-with-messages';

/**
 * Issue 16 item 1, "new version available — reload", and pages kept for offline reading: the
 * component's wiring against a stand-in for the browser's service worker API (jsdom has none): a
 * container, a registration and workers that change state and fire the browser's events. The browser
 * test (e2e/offline.spec.ts, through a proxy that serves the next deploy's worker) walks the same with
 * real workers in Chromium. No prompt until a new worker waits; Reload asks that worker to take over;
 * the page reloads once it controls the page, and only when the reader asked for it.
 */
let pathname = '/en/general';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

// Imported after the mock above (jest hoists it anyway; kept explicit for the reader).
import { ServiceWorker } from '@/components/offline/service-worker';

const originalEnv = process.env.NODE_ENV;
let reloads: string[];
let container: FakeContainer;

/** A returning reader: a worker already controls the page. */
function controlledBy(worker = new FakeWorker('activated')) {
  container.registration.active = worker;
  container.controller = worker;
  return worker;
}

/** The worker registered, and the code of its life on the page (components/offline/worker-life.tsx) arrived. */
async function registered() {
  await waitFor(() => expect(container.calls).toHaveLength(1));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  pathname = '/en/general';
  (process.env as Record<string, string>).NODE_ENV = 'production';
  container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
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
  it('registers the worker once the browser is idle and shows nothing until a new one waits; then offers Reload in the page language', async () => {
    // The worker's downloads wait until the loaded page leaves the browser idle (issue 15).
    const idle: (() => void)[] = [];
    Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback), cancelIdleCallback: () => undefined });
    controlledBy();
    renderWithMessages(<ServiceWorker />, 'hi');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container.calls).toHaveLength(0);
    for (const callback of idle) callback();
    await registered();
    // For the whole site, as the module the build makes of it.
    expect(container.calls).toEqual([['/serwist/sw.js', { scope: '/', type: 'module' }]]);
    expect(screen.queryByTestId('update-prompt')).toBeNull();

    act(() => void container.registration.update(container));
    expect(screen.getByTestId('update-prompt')).toHaveTextContent('ShortNews');
    expect(screen.getByRole('button', { name: 'फिर से लोड करें' })).toBeInTheDocument();
  });

  it('offers Reload at once when a new worker was already waiting (a deploy while another tab of the site was open)', async () => {
    controlledBy();
    container.registration.waiting = new FakeWorker('installed');
    renderWithMessages(<ServiceWorker />, 'en');
    await registered();
    expect(screen.getByTestId('update-prompt')).toBeInTheDocument();
  });

  it('offers Reload for a worker that was installing when the page registered, once it waits', async () => {
    controlledBy();
    const installing = new FakeWorker('installing');
    container.registration.installing = installing;
    renderWithMessages(<ServiceWorker />, 'en');
    await registered();
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    act(() => {
      container.registration.installing = null;
      container.registration.waiting = installing;
      installing.becomes('installed');
    });
    expect(screen.getByTestId('update-prompt')).toBeInTheDocument();
  });

  it('Reload asks the waiting worker to take over, and the page reloads once it controls the page', async () => {
    const user = userEvent.setup();
    controlledBy();
    renderWithMessages(<ServiceWorker />, 'en');
    await registered();
    let next!: FakeWorker;
    act(() => void (next = container.registration.update(container)));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reloads).toHaveLength(0);
    act(() => container.registration.activate(next, container));
    expect(reloads).toHaveLength(1);
  });

  it('the visit that installed the first worker: no prompt and no reload for it, and Reload works for a deploy later in the visit', async () => {
    const user = userEvent.setup();
    renderWithMessages(<ServiceWorker />, 'en');
    await registered();
    // The first worker passes through "installed" (it is the registration's waiting one for a moment), activates and claims the page.
    act(() => void container.registration.update(container));
    expect(container.controller).not.toBeNull();
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    expect(reloads).toHaveLength(0);
    let next!: FakeWorker;
    act(() => void (next = container.registration.update(container)));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    act(() => container.registration.activate(next, container));
    expect(reloads).toHaveLength(1);
  });

  it('a new worker taking control without the reader asking never reloads the page under them', async () => {
    controlledBy();
    renderWithMessages(<ServiceWorker />, 'en');
    await registered();
    act(() => container.registration.activate(new FakeWorker('installed'), container));
    expect(reloads).toHaveLength(0);
  });

  it('a worker whose install failed offers nothing', async () => {
    controlledBy();
    renderWithMessages(<ServiceWorker />, 'en');
    await registered();
    act(() => void container.registration.failedUpdate());
    expect(screen.queryByTestId('update-prompt')).toBeNull();
  });

  it('Reload reloads at once when another tab already let the new worker in (none waits any more)', async () => {
    const user = userEvent.setup();
    controlledBy();
    renderWithMessages(<ServiceWorker />, 'en');
    await registered();
    let next!: FakeWorker;
    act(() => void (next = container.registration.update(container)));
    // The reader pressed Reload in another tab: the new worker took over every tab of the site.
    act(() => container.registration.activate(next, container));
    expect(reloads).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(next.messages).toEqual([]);
    expect(reloads).toHaveLength(1);
  });

  it('a page that is gone leaves no listener on the worker behind', async () => {
    controlledBy();
    const view = renderWithMessages(<ServiceWorker />, 'en');
    await registered();
    expect(container.listening('controllerchange')).toBe(1);
    expect(container.registration.listening('updatefound')).toBe(1);
    view.unmount();
    expect(container.listening('controllerchange')).toBe(0);
    expect(container.registration.listening('updatefound')).toBe(0);
    const next = container.registration.update(container);
    container.registration.activate(next, container);
    expect(reloads).toHaveLength(0);
  });

  it('a browser that blocks workers and answers the registration with nothing leaves the page as it is, without an error', async () => {
    const thrown: unknown[] = [];
    const onRejection = (reason: unknown) => thrown.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      container.answer = Promise.resolve(undefined as unknown as FakeRegistration);
      renderWithMessages(<ServiceWorker />, 'en');
      await registered();
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(thrown).toEqual([]);
      expect(container.listening('controllerchange')).toBe(0);
      expect(screen.queryByTestId('update-prompt')).toBeNull();
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  it('a registration the browser refuses leaves the page as it is', async () => {
    container.answer = Promise.reject(new Error('SecurityError'));
    renderWithMessages(<ServiceWorker />, 'en');
    await registered();
    expect(screen.queryByTestId('update-prompt')).toBeNull();
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

  it("asks the active worker to keep the page and the pictures it loaded: this site's as same-origin, another site's as no-cors, nothing else", async () => {
    const active = controlledBy();
    container.isReady();
    const own = `${window.location.origin}/uploads/story.webp`;
    loadedResources([
      { name: own, initiatorType: 'img' },
      { name: 'https://images.example.com/wire.jpg', initiatorType: 'img' },
      { name: `${window.location.origin}/_next/static/chunks/app.js`, initiatorType: 'script' },
    ]);
    renderWithMessages(<ServiceWorker />, 'en');
    await waitFor(() => expect(active.messages).toHaveLength(1));
    expect(active.messages).toEqual([
      { type: 'CACHE_URLS', payload: { urlsToCache: [window.location.href, [own, { mode: 'same-origin' }], ['https://images.example.com/wire.jpg', { mode: 'no-cors' }]] } },
    ]);
  });

  it('waits for the worker to be active before asking', async () => {
    loadedResources([]);
    renderWithMessages(<ServiceWorker />, 'en');
    await registered();
    const first = container.registration.update(container);
    expect(first.messages).toEqual([]);
    await act(async () => container.isReady());
    expect(first.messages).toEqual([{ type: 'CACHE_URLS', payload: { urlsToCache: [window.location.href] } }]);
  });

  it('keeps each later page the reader goes to as well', async () => {
    const active = controlledBy();
    container.isReady();
    loadedResources([]);
    const { rerender } = renderWithMessages(<ServiceWorker />, 'en');
    await waitFor(() => expect(active.messages).toHaveLength(1));
    window.history.pushState({}, '', '/en/sports');
    pathname = '/en/sports';
    rerender(<ServiceWorker />);
    await waitFor(() => expect(active.messages).toHaveLength(2));
    expect(active.messages[1]).toEqual({ type: 'CACHE_URLS', payload: { urlsToCache: [`${window.location.origin}/en/sports`] } });
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
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container.calls).toHaveLength(0);
  });

  it('a page left while the registration was under way watches nothing and asks nothing of the worker', async () => {
    const active = controlledBy();
    container.isReady();
    let answer!: (registration: FakeRegistration) => void;
    container.answer = new Promise((resolve) => (answer = resolve));
    const { unmount } = renderWithMessages(<ServiceWorker />, 'en');
    await waitFor(() => expect(container.calls).toHaveLength(1));
    unmount(); // the reader leaves before the browser answers
    await act(async () => answer(container.registration));
    expect(container.listening('controllerchange')).toBe(0);
    expect(container.registration.listening('updatefound')).toBe(0);
    container.registration.update(container);
    expect(active.messages).toEqual([]);
    expect(document.querySelector('[data-testid="update-prompt"]')).toBeNull();
  });

  it('registers nothing outside a production build, nor where the browser has no service workers', async () => {
    (process.env as Record<string, string>).NODE_ENV = 'development';
    const development = renderWithMessages(<ServiceWorker />, 'en');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    development.unmount();
    expect(container.calls).toHaveLength(0);
    (process.env as Record<string, string>).NODE_ENV = 'production';
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    expect('serviceWorker' in navigator).toBe(false);
    renderWithMessages(<ServiceWorker />, 'en');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container.calls).toHaveLength(0);
  });
});
