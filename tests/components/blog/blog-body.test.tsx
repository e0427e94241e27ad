import { render, screen, within } from '@testing-library/react';
import { BlogBody } from '@/components/blog/blog-body';
import { readingProgress } from '@/lib/blogs/progress';
import type { BlogContentItem } from '@/models/blog-content';

const content: BlogContentItem[] = [
  '<p>Opening <strong>HTML</strong> paragraph.</p>',
  { text: 'A text <em>item</em>.' },
  {
    type: 'section',
    title: 'First section',
    paragraphs: ['<p>Section paragraph one.</p>', 'Section paragraph two.'],
    images: [{ src: '/images/a.png', alt: 'Section picture', caption: 'Section caption' }],
  },
  { type: 'image', src: 'https://example.com/b.png', alt: 'Standalone picture', caption: 'Standalone caption' },
  { type: 'table', headers: ['Form', 'Who'], data: [['ITR-1', 'Salaried'], ['ITR-3', 'Business']] },
  { type: 'list', items: ['Ordered one', 'Ordered two'], ordered: true },
  { type: 'list', items: ['Bullet <b>one</b>'] },
  { title: 'Second section', paragraphs: ['Untyped section.'] },
];

describe('BlogBody renders every content item kind', () => {
  beforeEach(() => render(<BlogBody content={content} />));

  it('HTML strings and {text} items as HTML', () => {
    expect(screen.getByText('HTML', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('item', { selector: 'em' })).toBeInTheDocument();
  });

  it('sections with headings, paragraphs, images and the section-N anchors', () => {
    const first = document.getElementById('section-1')!;
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('First section');
    expect(within(first).getByText('Section paragraph one.')).toBeInTheDocument();
    expect(within(first).getByText('Section paragraph two.')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Section picture' })).toHaveAttribute('src', '/images/a.png');
    expect(within(first).getByText('Section caption')).toBeInTheDocument();
    expect(within(document.getElementById('section-2')!).getByRole('heading')).toHaveTextContent('Second section');
  });

  it('images with caption', () => {
    const image = screen.getByRole('img', { name: 'Standalone picture' });
    expect(image).toHaveAttribute('src', 'https://example.com/b.png');
    expect(image.closest('figure')).toHaveTextContent('Standalone caption');
  });

  it('tables with headers and rows', () => {
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Form', 'Who']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Business' })).toBeInTheDocument();
  });

  it('ordered and unordered lists', () => {
    const ordered = screen.getByText('Ordered one').closest('ol');
    expect(ordered).not.toBeNull();
    expect(within(ordered!).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('one', { selector: 'b' }).closest('ul')).not.toBeNull();
  });
});

it('sanitizes again when rendering, whatever was stored', () => {
  const { container } = render(
    <BlogBody
      content={[
        '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>safe text',
        { type: 'image', src: 'javascript:alert(1)', alt: 'bad' },
        { type: 'table', headers: ['<img src=x onerror=alert(1)>'], data: [] },
      ]}
    />,
  );
  expect(container.innerHTML).not.toMatch(/onerror="|<script|javascript:/);
  expect(screen.getByText(/safe text/)).toBeInTheDocument();
  // Table cells are text: the markup is shown, not run.
  expect(screen.getByRole('columnheader')).toHaveTextContent('<img src=x onerror=alert(1)>');
  expect(screen.queryByRole('img', { name: 'bad' })).toBeNull();
});

it('reading progress is scroll / (page height − window height), clamped to 0–100', () => {
  expect(readingProgress(0, 3000, 1000)).toBe(0);
  expect(readingProgress(1000, 3000, 1000)).toBe(50);
  expect(readingProgress(5000, 3000, 1000)).toBe(100);
  expect(readingProgress(-20, 3000, 1000)).toBe(0);
  expect(readingProgress(0, 800, 1000)).toBe(100);
});

it('escapes every text that is not HTML: a title, caption, alt text or cell cannot open a tag or leave its attribute', () => {
  const { container } = render(
    <BlogBody
      content={[
        { title: '<img src=x onerror="window.__xss=1">Title', paragraphs: ['Fine.'] },
        { type: 'image', src: '/images/a.png?x="><script>window.__xss=1</script>', alt: '" onload="window.__xss=1', caption: '</figcaption><script>window.__xss=1</script>' },
        { type: 'table', headers: [], data: [['</td></tr></table><img src=x onerror=alert(1)>']] },
        { type: 'list', items: ['<a href="javascript:alert(1)" onclick="x()">link</a>'] },
      ]}
    />,
  );
  expect(container.querySelectorAll('script, [onerror], [onload], [onclick]')).toHaveLength(0);
  expect(container.querySelectorAll('img')).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<img src=x onerror="window.__xss=1">Title');
  expect(screen.getByRole('img')).toHaveAttribute('alt', '" onload="window.__xss=1');
  expect(screen.getByRole('img')).toHaveAttribute('src', '/images/a.png?x="><script>window.__xss=1</script>');
  expect(container.querySelector('figcaption')).toHaveTextContent('</figcaption><script>window.__xss=1</script>');
  expect(screen.getByRole('cell')).toHaveTextContent('</td></tr></table><img src=x onerror=alert(1)>');
  expect(container.querySelector('li a')).toHaveTextContent('link');
  expect(container.querySelector('li a')?.getAttribute('href') ?? '').not.toContain('javascript');
});

it('numbers only the sections, in order, whatever comes between them', () => {
  render(<BlogBody content={['<p>Intro</p>', { title: 'One', paragraphs: [] }, { type: 'list', items: ['x'] }, { type: 'section', title: 'Two', paragraphs: [] }]} />);
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => [heading.id, heading.closest('section')?.id, heading.closest('section')?.getAttribute('aria-labelledby')])).toEqual([
    ['section-1-title', 'section-1', 'section-1-title'],
    ['section-2-title', 'section-2', 'section-2-title'],
  ]);
});
