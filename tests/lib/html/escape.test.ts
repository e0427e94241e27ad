import { escapeHtml } from '@/lib/html/escape';

it('escapes the five characters that can open a tag, an entity or leave a quoted attribute, and nothing else', () => {
  expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
  expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  expect(escapeHtml('हिंदी · plain – text 100%')).toBe('हिंदी · plain – text 100%');
  expect(escapeHtml('')).toBe('');
});
