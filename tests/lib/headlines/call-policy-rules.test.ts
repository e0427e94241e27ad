import { createCallPolicy, DEFAULT_BREAKER_MS, DEFAULT_MAX_PAGE, DEFAULT_NEGATIVE_TTL_MS } from '@/lib/headlines/call-policy';

/**
 * The headlines call policy's rules one by one, on a fake clock (issue 25 items 3 and 10): each
 * assertion is what keeps a daily quota from being spent by visitors, pinned at its boundary so
 * that mutation testing finds no rule that could change unnoticed.
 */
function policyAt(start: number, options: { breakerMs?: number; negativeTtlMs?: number; maxPage?: number } = {}) {
  let clock = start;
  const policy = createCallPolicy({ ...options, now: () => clock });
  return { policy, advance: (ms: number) => (clock += ms) };
}

describe('key cool-down (circuit breaker)', () => {
  it.each([401, 403, 429])('a key that answered %i is skipped for exactly its cool-down, then tried again', (status) => {
    const { policy, advance } = policyAt(1_000, { breakerMs: 60_000 });
    expect(policy.isKeyAvailable(0)).toBe(true);
    policy.recordKeyResult(0, status);
    expect(policy.isKeyAvailable(0)).toBe(false);
    // Only that key: the next one still serves.
    expect(policy.isKeyAvailable(1)).toBe(true);
    advance(59_999);
    expect(policy.isKeyAvailable(0)).toBe(false);
    advance(1);
    expect(policy.isKeyAvailable(0)).toBe(true);
  });

  it.each([400, 404, 500, 503, undefined])('a key that failed otherwise (%s: its quota is not the cause) stays available', (status) => {
    const { policy } = policyAt(1_000);
    policy.recordKeyResult(0, status);
    expect(policy.isKeyAvailable(0)).toBe(true);
  });

  it('a success closes the breaker at once (the reset after a success)', () => {
    const { policy } = policyAt(1_000, { breakerMs: 60_000 });
    policy.recordKeyResult(2, 403);
    expect(policy.isKeyAvailable(2)).toBe(false);
    policy.recordKeyResult(2, 'ok');
    expect(policy.isKeyAvailable(2)).toBe(true);
  });

  it('a second 401 while open starts the cool-down again from then', () => {
    const { policy, advance } = policyAt(0, { breakerMs: 1_000 });
    policy.recordKeyResult(0, 401);
    advance(800);
    policy.recordKeyResult(0, 401);
    advance(800);
    expect(policy.isKeyAvailable(0)).toBe(false);
    advance(200);
    expect(policy.isKeyAvailable(0)).toBe(true);
  });

  it('the default cool-down is ten minutes', () => {
    expect(DEFAULT_BREAKER_MS).toBe(600_000);
    const { policy, advance } = policyAt(0);
    policy.recordKeyResult(0, 429);
    advance(599_999);
    expect(policy.isKeyAvailable(0)).toBe(false);
    advance(1);
    expect(policy.isKeyAvailable(0)).toBe(true);
  });
});

describe('deep pages: the ceiling (HEADLINES_MAX_PAGE)', () => {
  it('pages up to the ceiling may be asked for, the next one never', () => {
    const { policy } = policyAt(0, { maxPage: 3 });
    expect([1, 2, 3, 4, 5, 1000].map((page) => policy.beyondCeiling(page))).toEqual([false, false, false, true, true, true]);
  });

  it('the default ceiling is page 5', () => {
    expect(DEFAULT_MAX_PAGE).toBe(5);
    const { policy } = policyAt(0);
    expect(policy.beyondCeiling(5)).toBe(false);
    expect(policy.beyondCeiling(6)).toBe(true);
  });

  it('totals are capped at the ceiling so pagers stop there; smaller totals are kept', () => {
    const { policy } = policyAt(0, { maxPage: 4 });
    expect(policy.cappedTotal(10_000, 10)).toBe(40);
    expect(policy.cappedTotal(41, 10)).toBe(40);
    expect(policy.cappedTotal(40, 10)).toBe(40);
    expect(policy.cappedTotal(39, 10)).toBe(39);
    expect(policy.cappedTotal(0, 10)).toBe(0);
  });
});

describe('past the last page', () => {
  it('unknown until a total is recorded, and never for page 1', () => {
    const { policy } = policyAt(0);
    expect(policy.pastLastPage('sports\u0000en', 9, 10)).toBeUndefined();
    policy.recordTotal('sports\u0000en', 0);
    expect(policy.pastLastPage('sports\u0000en', 1, 10)).toBeUndefined();
    expect(policy.pastLastPage('sports\u0000en', 2, 10)).toBe(0);
  });

  it('a 30-article feed: pages 2 and 3 are asked for, page 4 on is known empty with the total', () => {
    const { policy } = policyAt(0);
    policy.recordTotal('world\u0000hi', 30);
    expect(policy.pastLastPage('world\u0000hi', 2, 10)).toBeUndefined();
    expect(policy.pastLastPage('world\u0000hi', 3, 10)).toBeUndefined();
    expect(policy.pastLastPage('world\u0000hi', 4, 10)).toBe(30);
    // A total that is not a whole number of pages: 31 has a fourth page, not a fifth.
    policy.recordTotal('world\u0000hi', 31);
    expect(policy.pastLastPage('world\u0000hi', 4, 10)).toBeUndefined();
    expect(policy.pastLastPage('world\u0000hi', 5, 10)).toBe(31);
    // Per feed: another language knows nothing yet.
    expect(policy.pastLastPage('world\u0000en', 5, 10)).toBeUndefined();
  });

  it('remembers at most 1,000 feeds, dropping the least recently recorded', () => {
    const { policy } = policyAt(0);
    for (let i = 0; i < 1000; i += 1) policy.recordTotal(`feed-${i}`, 10);
    // Recording feed-0 again makes it the newest: feed-1 is the one dropped by the 1,001st.
    policy.recordTotal('feed-0', 10);
    policy.recordTotal('feed-1000', 10);
    expect(policy.pastLastPage('feed-0', 2, 10)).toBe(10);
    expect(policy.pastLastPage('feed-1', 2, 10)).toBeUndefined();
    expect(policy.pastLastPage('feed-2', 2, 10)).toBe(10);
    expect(policy.pastLastPage('feed-1000', 2, 10)).toBe(10);
  });
});

describe('failed pages (negative cache)', () => {
  it('a failure is not asked again for exactly the negative TTL', () => {
    const { policy, advance } = policyAt(5_000, { negativeTtlMs: 30_000 });
    expect(policy.recentlyFailed('k')).toBe(false);
    policy.recordFailure('k');
    expect(policy.recentlyFailed('k')).toBe(true);
    expect(policy.recentlyFailed('other')).toBe(false);
    advance(29_999);
    expect(policy.recentlyFailed('k')).toBe(true);
    advance(1);
    expect(policy.recentlyFailed('k')).toBe(false);
  });

  it('a success forgets the failure at once', () => {
    const { policy } = policyAt(0);
    policy.recordFailure('k');
    policy.recordSuccess('k');
    expect(policy.recentlyFailed('k')).toBe(false);
  });

  it('the default is thirty seconds; 0 turns it off', () => {
    expect(DEFAULT_NEGATIVE_TTL_MS).toBe(30_000);
    const byDefault = policyAt(0);
    byDefault.policy.recordFailure('k');
    byDefault.advance(29_999);
    expect(byDefault.policy.recentlyFailed('k')).toBe(true);
    const off = policyAt(0, { negativeTtlMs: 0 });
    off.policy.recordFailure('k');
    expect(off.policy.recentlyFailed('k')).toBe(false);
  });

  it('remembers at most 1,000 failures, dropping the oldest', () => {
    const { policy } = policyAt(0);
    for (let i = 0; i <= 1000; i += 1) policy.recordFailure(`page-${i}`);
    expect(policy.recentlyFailed('page-0')).toBe(false);
    expect(policy.recentlyFailed('page-1')).toBe(true);
    expect(policy.recentlyFailed('page-1000')).toBe(true);
  });
});

it('uses the real clock when none is given', () => {
  const policy = createCallPolicy({ breakerMs: 60_000 });
  policy.recordKeyResult(0, 429);
  expect(policy.isKeyAvailable(0)).toBe(false);
});
