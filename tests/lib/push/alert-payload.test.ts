/** @jest-environment node */
import { ALERT_PAYLOAD_MAX_BYTES, alertPayload, readAlertPayload } from '@/lib/push/alert-payload';
import { alertTarget } from '@/lib/push/worker-handlers';

const origin = 'https://news.example.org';
const base = { body: 'Breaking news', path: '/en/news/1', tag: '1', lang: 'en' as const };

describe('alert payload', () => {
  it('carries the title and the story path, and reads back', () => {
    const text = alertPayload({ ...base, title: 'Rates cut' });
    expect(readAlertPayload(text, origin)).toEqual({ ...base, title: 'Rates cut' });
  });

  it('stays under the 4 KB of one push message, shortening a huge title (Hindi too)', () => {
    for (const title of ['x'.repeat(10_000), 'समाचार'.repeat(2_000)]) {
      const text = alertPayload({ ...base, title });
      expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(ALERT_PAYLOAD_MAX_BYTES);
      expect(readAlertPayload(text, origin)?.title.endsWith('…')).toBe(true);
    }
  });

  it.each([
    ['another site', '//evil.example/x'],
    ['an absolute URL', 'https://evil.example/x'],
    ['a script URL', 'javascript:alert(1)'],
  ])('shows nothing for a payload that names %s', (_, path) => {
    expect(readAlertPayload(JSON.stringify({ ...base, title: 't', path }), origin)).toBeNull();
  });

  it('shows nothing for a push that is not ours', () => {
    expect(readAlertPayload('hello', origin)).toBeNull();
    expect(readAlertPayload('{"title":1}', origin)).toBeNull();
  });

  it('a click opens the story on this site, never elsewhere', () => {
    expect(alertTarget({ path: '/hi/news/abc' }, origin)).toBe(`${origin}/hi/news/abc`);
    expect(alertTarget({ path: '//evil.example/x' }, origin)).toBe(`${origin}/`);
    expect(alertTarget({ path: 'https://evil.example/' }, origin)).toBe(`${origin}/`);
    expect(alertTarget(null, origin)).toBe(`${origin}/`);
  });
});
