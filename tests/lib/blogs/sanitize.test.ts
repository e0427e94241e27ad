/** @jest-environment node */
import { htmlToText, sanitizeBlogHtml } from '@/lib/blogs/sanitize';
import { sanitizeContent } from '@/lib/blogs/sanitize-content';
import { isSafeUrl } from '@/lib/blogs/url';

/** Payloads from the usual XSS cheat sheets; none may leave anything executable behind. */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror="window.__xss=1">',
  '<img src="javascript:window.__xss=1">',
  '<svg onload="window.__xss=1"><circle r=1 /></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="JaVaScRiPt&colon;window.__xss=1">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<xmp></xmp><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="background-image:url(https://evil.example/track.png)">styled</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="//evil.example">protocol-relative</a>',
];

describe('sanitizeBlogHtml against a payload corpus', () => {
  it.each(PAYLOADS)('%s leaves nothing executable', (payload) => {
    const clean = sanitizeBlogHtml(payload);
    expect(clean).not.toMatch(/<script|<iframe|<svg|<object|<embed|<form|<meta|<style|<xmp|<math/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|data:|srcdoc|style=|url\(/i);
    expect(clean).not.toMatch(/href="\/\//);
  });

  it('keeps the formatting an author uses', () => {
    const html = '<p>A <strong>bold</strong> <em>claim</em> with <a href="https://example.com/x">a link</a>.</p><ul><li>one</li></ul><h2>Head</h2><code>x</code>';
    expect(sanitizeBlogHtml(html)).toBe(
      '<p>A <strong>bold</strong> <em>claim</em> with <a href="https://example.com/x" rel="noopener noreferrer nofollow">a link</a>.</p><ul><li>one</li></ul><h2>Head</h2><code>x</code>',
    );
  });

  it('escapes text that looks like markup and is stable when applied twice (write, then render)', () => {
    const once = sanitizeBlogHtml('Profit < cost & 5 > 3 <img src=x onerror=alert(1)>');
    expect(once).toBe('Profit &lt; cost &amp; 5 &gt; 3 <img src="x" />');
    expect(sanitizeBlogHtml(once)).toBe(once);
  });
});

describe('sanitizeContent', () => {
  it('cleans the HTML of every item kind and drops images with unsafe URLs', () => {
    const clean = sanitizeContent([
      '<p onclick="x()">html</p>',
      { text: '<script>x()</script>text' },
      { type: 'section', title: 'S', paragraphs: ['<img src=x onerror=y()>'], images: [{ src: 'javascript:alert(1)' }, { src: '/images/a.png', alt: 'a' }] },
      { type: 'image', src: 'data:image/png;base64,AAAA' },
      { type: 'list', items: ['<a href="javascript:x()">l</a>'] },
      { type: 'table', headers: ['h'], data: [['<b>c</b>']] },
    ]);
    expect(clean).toEqual([
      '<p>html</p>',
      { text: 'text' },
      { type: 'section', title: 'S', paragraphs: ['<img src="x" />'], images: [{ src: '/images/a.png', alt: 'a' }] },
      { type: 'list', items: ['<a rel="noopener noreferrer nofollow">l</a>'], ordered: false },
      // Table cells are text: React escapes them when rendering.
      { type: 'table', headers: ['h'], data: [['<b>c</b>']] },
    ]);
  });
});

describe('isSafeUrl and htmlToText', () => {
  it('accepts http(s) and site paths only', () => {
    expect(['https://a.example/x.png', 'http://a.example', '/uploads/a.webp'].every(isSafeUrl)).toBe(true);
    expect(['javascript:alert(1)', 'data:image/png;base64,AA', '//evil.example/x', '/\\evil.example', 'vbscript:x', ''].some(isSafeUrl)).toBe(false);
  });

  it('gives the text of HTML with entities decoded', () => {
    expect(htmlToText('<p>Tom &amp; Jerry</p><p>say&nbsp;hi</p><script>x</script>')).toBe('Tom & Jerry say hi');
  });
});
