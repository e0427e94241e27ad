import { blogBodyHtml } from '@/lib/blogs/body-html';

/**
 * The body's HTML exactly as the page sends it (issue 28: one string, set as the body's inner HTML).
 * The component test (tests/components/blog/blog-body.test.tsx) reads it as a reader would; this one
 * pins every tag, attribute and class, which a forgiving HTML parser would otherwise hide.
 */
const CLASSES = { html: 'c-html', text: 'c-text', paragraph: 'c-p', figure: 'c-fig', tableWrap: 'c-wrap', table: 'c-table', list: 'c-list', section: 'c-section' };

it('builds each kind of item with its classes, anchors and closing tags', () => {
  expect(
    blogBodyHtml(
      [
        '<p>Intro</p>',
        { text: 'Plain <em>text</em>' },
        { title: 'One', paragraphs: ['First.', '<p>Second.</p>'], images: [{ src: '/images/a.png', alt: 'A', caption: 'Cap' }, { src: '/images/c.png' }] },
        { type: 'image', src: 'https://example.com/b.png' },
        { type: 'table', headers: ['H1', 'H2'], data: [['a', 'b'], ['c', 'd']] },
        { type: 'table', headers: [], data: [['only']] },
        { type: 'list', items: ['x', 'y'], ordered: true },
        { type: 'list', items: ['z'] },
        { type: 'section', title: 'Two', paragraphs: [] },
      ],
      CLASSES,
    ),
  ).toBe(
    [
      '<div class="c-html"><p>Intro</p></div>',
      '<div class="c-text">Plain <em>text</em></div>',
      '<section id="section-1" class="c-section" aria-labelledby="section-1-title"><h2 id="section-1-title">One</h2><div class="c-p">First.</div><div class="c-p"><p>Second.</p></div>',
      '<figure class="c-fig"><img src="/images/a.png" alt="A" loading="lazy"><figcaption>Cap</figcaption></figure><figure class="c-fig"><img src="/images/c.png" alt="" loading="lazy"></figure></section>',
      '<figure class="c-fig"><img src="https://example.com/b.png" alt="" loading="lazy"></figure>',
      '<div class="c-wrap"><table class="c-table"><thead><tr><th scope="col">H1</th><th scope="col">H2</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></tbody></table></div>',
      '<div class="c-wrap"><table class="c-table"><tbody><tr><td>only</td></tr></tbody></table></div>',
      '<ol class="c-list"><li>x</li><li>y</li></ol>',
      '<ul class="c-list"><li>z</li></ul>',
      '<section id="section-2" class="c-section" aria-labelledby="section-2-title"><h2 id="section-2-title">Two</h2></section>',
    ].join(''),
  );
});

it('leaves out a class it was not given, and escapes the ones it was', () => {
  expect(blogBodyHtml(['<p>a</p>', { type: 'list', items: ['b'] }], {})).toBe('<div><p>a</p></div><ul><li>b</li></ul>');
  expect(blogBodyHtml(['<p>a</p>'], { html: 'x" onclick="y' })).toBe('<div class="x&quot; onclick=&quot;y"><p>a</p></div>');
});

it('is empty for an empty body, and drops an image whose address is not safe', () => {
  expect(blogBodyHtml([], CLASSES)).toBe('');
  expect(blogBodyHtml([{ type: 'image', src: 'javascript:alert(1)', alt: 'x' }], CLASSES)).toBe('');
});

it('a stored fragment cannot close the element it is put in: unmatched closing tags go, open ones are closed', () => {
  expect(blogBodyHtml(['</div></section><b>x</b>', { type: 'list', items: ['</li></ol><i>y</i>', '<p>open'] }, { title: 'T', paragraphs: ['</div></section>z<table><tr><td>c'] }], CLASSES)).toBe(
    '<div class="c-html"><b>x</b></div><ul class="c-list"><li><i>y</i></li><li><p>open</p></li></ul>' +
      '<section id="section-1" class="c-section" aria-labelledby="section-1-title"><h2 id="section-1-title">T</h2><div class="c-p">z<table><tr><td>c</td></tr></table></div></section>',
  );
});
