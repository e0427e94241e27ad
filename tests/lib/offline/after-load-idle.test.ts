import { afterLoadIdle } from '@/lib/offline/after-load-idle';

/**
 * The service worker's downloads wait for the page (issue 15): nothing before the load event, then
 * the browser's idle callback (stubbed: it is the browser's API, not ours), and nothing at all once
 * cancelled (the component unmounted).
 */
let idleCallbacks: { callback: () => void; options?: { timeout?: number } }[];
let readyState: DocumentReadyState;

beforeEach(() => {
  idleCallbacks = [];
  readyState = 'loading';
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  Object.assign(window, {
    requestIdleCallback: jest.fn((callback: () => void, options?: { timeout?: number }) => idleCallbacks.push({ callback, options })),
    cancelIdleCallback: jest.fn((handle: number) => {
      idleCallbacks[handle - 1] = { callback: () => undefined };
    }),
  });
});

afterEach(() => {
  delete (document as { readyState?: unknown }).readyState;
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
});

const load = () => {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
};

describe('afterLoadIdle', () => {
  it('waits for the load, then for the browser to be idle (with a deadline)', () => {
    const task = jest.fn();
    afterLoadIdle(task, 5_000);
    expect(idleCallbacks).toHaveLength(0);
    load();
    expect(idleCallbacks).toHaveLength(1);
    expect(idleCallbacks[0].options).toEqual({ timeout: 5_000 });
    expect(task).not.toHaveBeenCalled();
    idleCallbacks[0].callback();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('asks for the idle callback at once when the page has already loaded', () => {
    readyState = 'complete';
    const task = jest.fn();
    afterLoadIdle(task);
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0].callback();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the load', () => {
    const beforeLoad = jest.fn();
    afterLoadIdle(beforeLoad)();
    load();
    expect(idleCallbacks).toHaveLength(0);

    const afterLoad = jest.fn();
    const cancel = afterLoadIdle(afterLoad);
    cancel();
    for (const { callback } of idleCallbacks) callback();
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();
    expect(window.cancelIdleCallback).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (older Safari), runs on the next turn after the load', async () => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    const task = jest.fn();
    afterLoadIdle(task);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(task).not.toHaveBeenCalled();
    load();
    expect(task).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
