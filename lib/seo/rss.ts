/**
 * RSS 2.0 documents (https://www.rssboard.org/rss-specification) of the site's own news. Pure: the
 * caller passes absolute URLs, so the same builder serves every language and category.
 */

export type RssItem = {
  id: string;
  title: string;
  description: string;
  /** Absolute URL of the story. */
  link: string;
  publishedAt: Date;
  categories: string[];
  sourceName?: string;
  /** Absolute image URL. */
  imageUrl?: string | null;
};

export type RssChannel = {
  title: string;
  description: string;
  /** Absolute URL of the page the feed mirrors. */
  link: string;
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  selfUrl: string;
  /** RSS language code, e.g. en-in. */
  language: string;
  /** lastBuildDate; the newest item's time when omitted (now when there is none). */
  lastBuildDate?: Date;
  ttlMinutes?: number;
};

// XML 1.0 forbids most control characters even when escaped; drop them instead of emitting broken XML.
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escapes text for an XML element or a double-quoted attribute. */
export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date, as RSS 2.0 asks (toUTCString gives "Mon, 23 Nov 2026 09:00:00 GMT"). */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

function element(name: string, value: string, indent = '    '): string {
  return `${indent}<${name}>${escapeXml(value)}</${name}>`;
}

function itemXml(item: RssItem): string {
  const lines = [
    '    <item>',
    element('title', item.title, '      '),
    element('link', item.link, '      '),
    element('description', item.description, '      '),
    element('pubDate', rfc822(item.publishedAt), '      '),
    `      <guid isPermaLink="false">${escapeXml(`urn:uuid:${item.id}`)}</guid>`,
    ...item.categories.map((category) => element('category', category, '      ')),
  ];
  if (item.sourceName) lines.push(`      <dc:creator>${escapeXml(item.sourceName)}</dc:creator>`);
  if (item.imageUrl) lines.push(`      <media:content url="${escapeXml(item.imageUrl)}" medium="image"/>`);
  lines.push('    </item>');
  return lines.join('\n');
}

export function buildRssXml(channel: RssChannel, items: RssItem[]): string {
  const newest = items.reduce<Date | undefined>((latest, item) => (!latest || item.publishedAt > latest ? item.publishedAt : latest), undefined);
  const lastBuildDate = channel.lastBuildDate ?? newest ?? new Date();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    element('lastBuildDate', rfc822(lastBuildDate)),
    ...(channel.ttlMinutes ? [element('ttl', String(channel.ttlMinutes))] : []),
    `    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items.map(itemXml),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
