import { act, render } from '@testing-library/react';
import type { FeedArticle } from '@/lib/news/article';
import { LIVE_POLL_MS, useLiveStories } from '@/lib/live/use-live-stories';

/**
 * Live updates of an open feed (issue 27) as the page meets them: what it asks the server and when
 * (fetch is the network boundary), what it shows at once, what waits for the button. The check's
 * code arrives at the first check (issue 28): nothing is asked before it.
 */
const story = (id: string, publishedAt: string, isCustom = true): FeedArticle => ({
  title: `Story ${id}`,
  description: '',
  url: isCustom ? '#' : `https://example.test/${id}`,
  publishedAt,
  source: { name: 'ShortNews' },
  isCustom,
  category: 'general',
  ...(isCustom ? { uniqueId: id } : {}),
});

const PAGE = [story('b', '2026-11-30T10:00:00.000Z'), story('w', '2026-11-30T11:00:00.000Z', false), story('a', '2026-11-30T09:00:00.000Z')];
let answers: FeedArticle[][];
const asked: string[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  asked.length = 0;
  answers = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    asked.push(String(url));
    return { ok: true, status: 200, json: async () => ({ stories: answers.shift() ?? [] }) } as Response;
  }) as unknown as typeof fetch;
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

afterEach(() => {
  jest.useRealTimers();
});

type Live = ReturnType<typeof useLiveStories>;
type Options = { isAtTop?: boolean; enabled?: boolean; after?: string; shown?: FeedArticle[] };
function mount(options: Options = {}) {
  const shown: FeedArticle[][] = [];
  const latest: { live: Live | null } = { live: null };
  function Probe(props: Options) {
    latest.live = useLiveStories({
      category: 'general',
      locale: 'hi',
      shown: props.shown ?? PAGE,
      after: props.after,
      enabled: props.enabled,
      isAtTop: () => props.isAtTop ?? false,
      onShow: (stories) => shown.push(stories),
    });
    return null;
  }
  const view = render(<Probe {...options} />);
  /** The page renders again with other options (the reader scrolled; page 1 again). */
  const rerender = (next: Options) => view.rerender(<Probe {...next} />);
  return { shown, latest, view, rerender };
}

/** Time passes (timers), then the check's code and the server's answer arrive (promises). */
async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  for (let turn = 0; turn < 5; turn += 1) await act(async () => jest.runAllTicks());
  await act(() => new Promise((resolve) => jest.requireActual<typeof globalThis>('timers').setImmediate(resolve)));
}

function setVisibility(value: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useLiveStories', () => {
  it('asks nothing when the feed opens; every 30 s it asks for stories after the newest own one of the page', async () => {
    mount();
    await wait(LIVE_POLL_MS - 1);
    expect(asked).toEqual([]);
    await wait(1);
    expect(asked).toEqual([`/api/news/general/since?lang=hi&after=${encodeURIComponent('2026-11-30T10:00:00.000Z')}`]);
    await wait(LIVE_POLL_MS);
    expect(asked).toHaveLength(2);
  });

  it('further down the list, new stories wait for the button, counted; the button brings them all, newest first', async () => {
    const { shown, latest } = mount({ isAtTop: false });
    answers.push([story('c', '2026-11-30T12:00:00.000Z')]);
    await wait(LIVE_POLL_MS);
    expect(latest.live!.waiting.map((s) => s.uniqueId)).toEqual(['c']);
    expect(latest.live!.arrived).toMatchObject({ count: 1, isShown: false });
    answers.push([story('d', '2026-11-30T13:00:00.000Z'), story('c', '2026-11-30T12:00:00.000Z')]);
    await wait(LIVE_POLL_MS);
    // The next check starts after the newest story seen, and a story seen before is not new again.
    expect(asked[1]).toContain(`after=${encodeURIComponent('2026-11-30T12:00:00.000Z')}`);
    expect(latest.live!.waiting.map((s) => s.uniqueId)).toEqual(['d', 'c']);
    expect(latest.live!.arrived).toMatchObject({ count: 2, isShown: false });
    expect(shown).toEqual([]);
    act(() => latest.live!.showWaiting());
    expect(shown.map((batch) => batch.map((s) => s.uniqueId))).toEqual([['d', 'c']]);
    expect(latest.live!.waiting).toEqual([]);
    expect(latest.live!.arrived).toBeNull();
    // The next batch is counted on its own.
    answers.push([story('g', '2026-11-30T15:00:00.000Z')]);
    await wait(LIVE_POLL_MS);
    expect(latest.live!.waiting.map((s) => s.uniqueId)).toEqual(['g']);
    expect(latest.live!.arrived).toMatchObject({ count: 1, isShown: false });
  });

  it('reads where the reader is at each check: scrolled back to the top, new stories go in at once', async () => {
    const { shown, latest, rerender } = mount({ isAtTop: false });
    rerender({ isAtTop: true });
    answers.push([story('h', '2026-11-30T16:00:00.000Z')]);
    await wait(LIVE_POLL_MS);
    expect(shown.map((batch) => batch.map((s) => s.uniqueId))).toEqual([['h']]);
    expect(latest.live!.waiting).toEqual([]);
  });

  it('off (a page past the first), then on: the checks start', async () => {
    const { rerender } = mount({ enabled: false });
    await wait(LIVE_POLL_MS * 2);
    expect(asked).toEqual([]);
    rerender({ enabled: true });
    await wait(LIVE_POLL_MS);
    expect(asked).toHaveLength(1);
  });

  it('at the top of the list, new stories go in at once; the page\'s own stories are never new; an answer with nothing new changes nothing', async () => {
    const { shown, latest } = mount({ isAtTop: true });
    answers.push([PAGE[0]], []);
    await wait(LIVE_POLL_MS * 2);
    expect(shown).toEqual([]);
    expect(latest.live!.arrived).toBeNull();
    answers.push([story('e', '2026-11-30T12:30:00.000Z'), PAGE[0]]);
    await wait(LIVE_POLL_MS);
    expect(shown.map((batch) => batch.map((s) => s.uniqueId))).toEqual([['e']]);
    expect(latest.live!.arrived).toMatchObject({ count: 1, isShown: true });
    expect(latest.live!.waiting).toEqual([]);
    // It asks as an API client: JSON.
    expect((global.fetch as jest.Mock).mock.calls[0][1]).toEqual({ headers: { accept: 'application/json' } });
  });

  it('a batch of headlines only (no own story) leaves where the next check starts', async () => {
    const { latest } = mount();
    answers.push([story('x', '2026-11-30T20:00:00.000Z', false)]);
    await wait(LIVE_POLL_MS);
    expect(latest.live!.waiting.map((s) => s.url)).toEqual(['https://example.test/x']);
    await wait(LIVE_POLL_MS);
    expect(asked[1]).toBe(asked[0]);
  });

  it('a hidden tab asks nothing; back on screen it asks at once, then every 30 s again', async () => {
    mount();
    act(() => setVisibility('hidden'));
    await wait(LIVE_POLL_MS * 3);
    expect(asked).toEqual([]);
    act(() => setVisibility('visible'));
    await wait(0);
    expect(asked).toHaveLength(1);
    await wait(LIVE_POLL_MS);
    expect(asked).toHaveLength(2);
  });

  it('For you starts from the time it was given; a page past the first asks nothing', async () => {
    mount({ shown: [], after: '2026-11-29T00:00:00.000Z' });
    await wait(LIVE_POLL_MS);
    expect(asked).toEqual([`/api/news/general/since?lang=hi&after=${encodeURIComponent('2026-11-29T00:00:00.000Z')}`]);
    asked.length = 0;
    mount({ enabled: false });
    await wait(LIVE_POLL_MS * 2);
    expect(asked.filter((url) => url.includes(encodeURIComponent('2026-11-30T10:00:00.000Z')))).toEqual([]);
  });

  it('a failed answer or no network changes nothing; the next check tries again', async () => {
    const { latest } = mount();
    (global.fetch as jest.Mock).mockImplementationOnce(async (url: string) => {
      asked.push(url);
      throw new TypeError('Failed to fetch');
    });
    await wait(LIVE_POLL_MS);
    (global.fetch as jest.Mock).mockImplementationOnce(async (url: string) => {
      asked.push(url);
      return { ok: false, status: 503, json: async () => ({ error: 'x' }) } as Response;
    });
    await wait(LIVE_POLL_MS);
    expect(latest.live!.waiting).toEqual([]);
    answers.push([story('f', '2026-11-30T14:00:00.000Z')]);
    await wait(LIVE_POLL_MS);
    expect(asked).toHaveLength(3);
    expect(asked[2]).toBe(asked[0]);
    expect(latest.live!.waiting.map((s) => s.uniqueId)).toEqual(['f']);
  });

  it('a feed that is gone asks nothing more', async () => {
    const { view } = mount();
    await wait(LIVE_POLL_MS);
    expect(asked).toHaveLength(1);
    view.unmount();
    await wait(LIVE_POLL_MS * 2);
    act(() => setVisibility('visible'));
    await wait(0);
    expect(asked).toHaveLength(1);
  });

  it('a feed gone while the check\'s code was on its way asks nothing', async () => {
    const { view } = mount();
    act(() => {
      jest.advanceTimersByTime(LIVE_POLL_MS);
    });
    view.unmount();
    await wait(0);
    expect(asked).toEqual([]);
  });
});
