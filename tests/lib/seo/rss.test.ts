/** @jest-environment node */
import { buildRssXml, escapeXml, type RssItem } from '@/lib/seo/rss';

const channel = {
  title: 'Stocks News | ShortNews',
  description: 'Short news',
  link: 'https://news.example/en/stocks',
  selfUrl: 'https://news.example/rss/en/stocks.xml',
  language: 'en-in',
};

const item = (over: Partial<RssItem> = {}): RssItem => ({
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  title: 'Sensex climbs',
  description: 'Markets rose.',
  link: 'https://example.com/a',
  publishedAt: new Date('2026-11-20T10:00:00Z'),
  categories: ['stocks'],
  ...over,
});

describe('RSS builder', () => {
  it('writes an RSS 2.0 channel with its self link, language and the newest story as lastBuildDate', () => {
    const xml = buildRssXml(channel, [item({ publishedAt: new Date('2026-11-21T08:30:00Z') }), item({ id: 'b' })]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(xml).toContain('<atom:link href="https://news.example/rss/en/stocks.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<language>en-in</language>');
    expect(xml).toContain('<lastBuildDate>Sat, 21 Nov 2026 08:30:00 GMT</lastBuildDate>');
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain('<pubDate>Fri, 20 Nov 2026 10:00:00 GMT</pubDate>');
    expect(xml).toContain('<guid isPermaLink="false">urn:uuid:6f1c2a9e-0000-4000-8000-000000000001</guid>');
    expect(xml).toContain('<category>stocks</category>');
  });

  it('escapes markup, ampersands and quotes in every text and URL, and drops characters XML forbids', () => {
    const xml = buildRssXml({ ...channel, title: 'A & B <News>' }, [
      item({
        title: 'Q3 "profit" <b>up</b> & more\u0007',
        description: "It's </description><script>alert(1)</script>",
        link: 'https://example.com/a?x=1&y="2"',
        imageUrl: 'https://news.example/uploads/a.webp?v=1&w=640',
        sourceName: 'Desk & Co',
      }),
    ]);
    expect(xml).toContain('<title>A &amp; B &lt;News&gt;</title>');
    expect(xml).toContain('<title>Q3 &quot;profit&quot; &lt;b&gt;up&lt;/b&gt; &amp; more</title>');
    expect(xml).toContain('<description>It&apos;s &lt;/description&gt;&lt;script&gt;alert(1)&lt;/script&gt;</description>');
    expect(xml).toContain('<link>https://example.com/a?x=1&amp;y=&quot;2&quot;</link>');
    expect(xml).toContain('<media:content url="https://news.example/uploads/a.webp?v=1&amp;w=640" medium="image"/>');
    expect(xml).toContain('<dc:creator>Desk &amp; Co</dc:creator>');
    expect(xml).not.toContain('\u0007');
    expect(xml).not.toContain('<script>');
  });

  it('an empty feed is still a valid channel', () => {
    const xml = buildRssXml({ ...channel, lastBuildDate: new Date('2026-01-02T00:00:00Z') }, []);
    expect(xml).toContain('<lastBuildDate>Fri, 02 Jan 2026 00:00:00 GMT</lastBuildDate>');
    expect(xml).not.toContain('<item>');
    expect(xml.trim().endsWith('</rss>')).toBe(true);
  });

  it('escapeXml leaves Devanagari alone', () => {
    expect(escapeXml('शेयर बाज़ार & सेंसेक्स')).toBe('शेयर बाज़ार &amp; सेंसेक्स');
  });
});
