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
jest.mock('next/navigation', () => ({ usePathname: () => '/en/general' }));

// Imported after the mocks above (jest hoists them anyway; kept explicit for the reader).
import { ServiceWorker } from '@/components/offline/service-worker';

const originalEnv = process.env.NODE_ENV;
let reloads: string[];

beforeEach(() => {
  workers.length = 0;
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
