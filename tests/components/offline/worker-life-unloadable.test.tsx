import { act, waitFor } from '@testing-library/react';
import { FakeContainer, FakeWorker, type FakeRegistration } from '../../helpers/fake-service-worker';
import { renderWithMessages } from '../../helpers/render-with-messages';
import { ServiceWorker } from '@/components/offline/service-worker';

// The worker registered, but the code of its life on the page cannot be had (the network went away
// after the page came, a deploy replaced the chunk): the browser's import() of it fails.
let loads = 0;
jest.mock('@/components/offline/worker-life', () => {
  loads += 1;
  throw new Error('Loading chunk failed');
});
jest.mock('next/navigation', () => ({ usePathname: () => '/en/general' }));

const originalEnv = process.env.NODE_ENV;

afterEach(() => {
  (process.env as Record<string, string>).NODE_ENV = originalEnv as string;
});

it('a worker whose page-side code cannot be had leaves the page as it is: no error, nothing shown', async () => {
  (process.env as Record<string, string>).NODE_ENV = 'production';
  const container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const active = new FakeWorker('activated');
  container.registration.active = active;
  container.controller = active;
  container.registration.waiting = new FakeWorker('installed');
  const thrown: unknown[] = [];
  const onRejection = (reason: unknown) => thrown.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    const view = renderWithMessages(<ServiceWorker />, 'en');
    await waitFor(() => expect(container.calls).toHaveLength(1));
    await waitFor(() => expect(loads).toBe(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(thrown).toEqual([]);
    expect(view.container).toBeEmptyDOMElement();
    expect(container.registration.listening('updatefound')).toBe(0);
  } finally {
    process.off('unhandledRejection', onRejection);
  }
});

it('a page left while the worker was registering does not ask for that code', async () => {
  (process.env as Record<string, string>).NODE_ENV = 'production';
  const container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  let answer!: (registration: FakeRegistration) => void;
  container.answer = new Promise((resolve) => (answer = resolve));
  const before = loads;
  const view = renderWithMessages(<ServiceWorker />, 'en');
  await waitFor(() => expect(container.calls).toHaveLength(1));
  view.unmount(); // the reader leaves before the browser answers
  await act(async () => {
    answer(container.registration);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(loads).toBe(before);
});
