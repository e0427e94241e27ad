import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BreakingAlertsButton } from '@/components/push/breaking-alerts-button';
import { renderWithMessages, serverRendered } from '../../helpers/render-with-messages';

/**
 * The browser's Push API is stood in for here (jsdom has none); the real browser, the service worker
 * and the push service are in e2e/push-alerts.spec.ts. What this proves: the permission prompt only
 * follows a press, and what the button sends to the API.
 */
const SERVER_KEY = 'BPm2z3qv5C0Z6Zs8n0qWQ0o3lqjzq3cYb0u5m1l2k3j4h5g6f7e8d9c0b1a2z3y4x5w6v7u8t9s0r1q2p3o4n5m6';
const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', options: { applicationServerKey: null }, toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'p', auth: 'a' } }), unsubscribe: jest.fn(async () => true) };

function standInBrowser(permission: NotificationPermission = 'default', answer: NotificationPermission = 'granted') {
  const requestPermission = jest.fn(async () => answer);
  const pushManager = { getSubscription: jest.fn(async () => null), subscribe: jest.fn(async () => subscription) };
  Object.assign(window, { PushManager: function PushManager() {}, Notification: { permission, requestPermission } });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register: jest.fn(async () => ({})), ready: Promise.resolve({ pushManager }) } });
  const calls: { url: string; method: string; body?: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const status = url === '/api/push/public-key' || init?.method === 'DELETE' ? 200 : 201;
    return { ok: true, status, json: async () => (url === '/api/push/public-key' ? { publicKey: SERVER_KEY } : {}) };
  }) as unknown as typeof fetch;
  return { requestPermission, pushManager, calls };
}

afterEach(() => {
  window.localStorage.clear();
  delete (window as { PushManager?: unknown }).PushManager;
  delete (window as { Notification?: unknown }).Notification;
});

it('shows nothing where the browser cannot receive pushes', () => {
  const { container } = renderWithMessages(<BreakingAlertsButton locale="en" category="banking" />, 'en');
  expect(container).toBeEmptyDOMElement();
});

it('shows nothing for a category without alerts (sports, bookmarks)', () => {
  standInBrowser();
  const { container } = renderWithMessages(<BreakingAlertsButton locale="en" category="sports" />, 'en');
  expect(container).toBeEmptyDOMElement();
});

it('asks for permission only when pressed, then subscribes with the server key and stores language and category', async () => {
  const { requestPermission, pushManager, calls } = standInBrowser();
  renderWithMessages(<BreakingAlertsButton locale="hi" category="banking" />, 'hi');
  const button = screen.getByRole('button', { name: /ब्रेकिंग न्यूज़ अलर्ट पाएं/ });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(requestPermission).not.toHaveBeenCalled();
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  expect(requestPermission).toHaveBeenCalledTimes(1);
  expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
  expect(calls.at(-1)).toEqual({ url: '/api/push/subscriptions', method: 'POST', body: { subscription: subscription.toJSON(), lang: 'hi', categories: ['banking'] } });
  expect(screen.getByRole('status')).toHaveTextContent('बैंकिंग');
});

it('turning the last category off unsubscribes the browser and tells the server', async () => {
  const { pushManager, calls } = standInBrowser('granted');
  pushManager.getSubscription.mockResolvedValue(subscription as never);
  window.localStorage.setItem('shortnews:alerts', JSON.stringify({ lang: 'en', categories: ['general'] }));
  renderWithMessages(<BreakingAlertsButton locale="en" category="general" />, 'en');
  const button = screen.getByRole('button', { name: 'Alerts on: all top stories' });
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
  expect(calls.at(-1)).toEqual({ url: '/api/push/subscriptions', method: 'DELETE', body: { endpoint: subscription.endpoint } });
  expect(subscription.unsubscribe).toHaveBeenCalled();
});

it('a reader who refuses the prompt is told where to allow notifications', async () => {
  const { calls } = standInBrowser('default', 'denied');
  renderWithMessages(<BreakingAlertsButton locale="en" category="ipo" />, 'en');
  await act(async () => userEvent.click(screen.getByRole('button')));
  expect(await screen.findByTestId('alerts-blocked')).toHaveTextContent('Notifications are blocked');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

it('is not in the server\'s HTML (the server cannot know the browser: the feed\'s row keeps its place), and shows once hydrated where pushes can come', async () => {
  standInBrowser();
  const server = serverRendered(<BreakingAlertsButton locale="en" category="banking" />);
  expect(server.container).toBeEmptyDOMElement();
  const unmount = await server.hydrate();
  expect(screen.getByRole('button', { name: /Get breaking news alerts/ })).toHaveAttribute('aria-pressed', 'false');
  unmount();
});
