import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminBlogList, type AdminBlog } from '@/components/blog/admin-blog-list';
import { renderWithMessages } from '../../helpers/render-with-messages';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

const plain: AdminBlog = {
  id: 'b1',
  title: 'Plain blog',
  imageUrl: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp',
  thumbnail: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-sm.webp',
  summary: 'First paragraph. Second paragraph.',
  created: 'Jan 5, 2026',
  content: ['First paragraph.', 'Second paragraph.'],
  version: 3,
  status: 'published',
  publishAt: null,
};
const rich: AdminBlog = { ...plain, id: 'b2', title: 'Rich blog', content: ['<p>intro</p>', { type: 'section', title: 'Basics', paragraphs: ['x'] }], version: 1 };

let fetchMock: jest.Mock;
/** The answer of the next write (PUT or DELETE of a blog); the edit lock and history calls always succeed. */
let nextWrite: { ok: boolean; status: number } | null = null;
beforeEach(() => {
  refresh.mockClear();
  nextWrite = null;
  fetchMock = jest.fn(async (url: string) => {
    // Issue 26: the edit form takes the edit lock and loads the history (their own tests are theirs).
    if (/\/lock$/.test(url)) return { ok: true, status: 200, json: async () => ({ holder: { id: 'me', name: 'Me' }, since: new Date().toISOString(), mine: true }) };
    if (/\/revisions$/.test(url)) return { ok: true, status: 200, json: async () => [] };
    const answer = nextWrite ?? { ok: true, status: 200 };
    nextWrite = null;
    return { ...answer, json: async () => ({}) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** The calls that write a blog (not the lock's or the history's). */
const writes = () => fetchMock.mock.calls.filter(([url]) => !/\/(lock|revisions)$/.test(String(url)));

function renderList(blogs: AdminBlog[], role: 'writer' | 'editor' | 'admin' = 'admin') {
  const user = userEvent.setup();
  renderWithMessages(<AdminBlogList blogs={blogs} role={role} />);
  return { user };
}

const sentBody = (call = 0) => JSON.parse(writes()[call][1].body as string);

it('shows each blog with thumbnail, summary, Created date, and edit and delete buttons', () => {
  renderList([plain]);
  const item = screen.getByTestId('admin-blog');
  expect(within(item).getByRole('heading')).toHaveTextContent('Plain blog');
  expect(within(item).getByRole('img', { name: 'Thumbnail of Plain blog' })).toHaveAttribute('src', plain.thumbnail);
  expect(item).toHaveTextContent('First paragraph. Second paragraph.');
  expect(item).toHaveTextContent('Created: Jan 5, 2026');
  expect(within(item).getByRole('button', { name: 'Edit Plain blog' })).toBeInTheDocument();
  expect(within(item).getByRole('button', { name: 'Delete Plain blog' })).toBeInTheDocument();
});

it('says "No blogs found." without blogs', () => {
  renderList([]);
  expect(screen.getByText('No blogs found.')).toBeInTheDocument();
});

it('edits inline: a 5-row Content textarea split into paragraphs on blank lines, then PUT with the version', async () => {
  const { user } = renderList([plain]);
  await user.click(screen.getByRole('button', { name: 'Edit Plain blog' }));
  const content = screen.getByLabelText('Content');
  expect(content).toHaveAttribute('rows', '5');
  expect(content).toHaveValue('First paragraph.\n\nSecond paragraph.');
  await user.clear(screen.getByLabelText('Title'));
  await user.type(screen.getByLabelText('Title'), 'New title');
  await user.clear(content);
  await user.type(content, 'One{Enter}{Enter}{Enter}Two{Enter}{Enter}');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
  expect(writes()[0][0]).toBe('/api/blogs/b1');
  expect(writes()[0][1].method).toBe('PUT');
  expect(sentBody()).toEqual({ title: 'New title', content: ['One', 'Two'], imageUrl: plain.imageUrl, version: 3 });
  expect(refresh).toHaveBeenCalled();
  expect(screen.queryByLabelText('Content')).toBeNull();
});

it('for object content, sends the parsed JSON, or the title plus paragraphs when the text is not JSON', async () => {
  const { user } = renderList([rich]);
  await user.click(screen.getByRole('button', { name: 'Edit Rich blog' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(sentBody(0).content).toEqual(rich.content);

  await user.click(await screen.findByRole('button', { name: 'Edit Rich blog' }));
  const content = screen.getByLabelText('Content');
  await user.clear(content);
  await user.type(content, 'Just text{Enter}{Enter}More text');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
  expect(sentBody(1).content).toEqual({ title: 'Basics', paragraphs: ['Just text', 'More text'] });
});

it('Cancel returns to the list without sending anything; a failed save shows the SPEC message', async () => {
  const { user } = renderList([plain]);
  await user.click(screen.getByRole('button', { name: 'Edit Plain blog' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(writes()).toEqual([]);
  expect(screen.getByTestId('admin-blog')).toBeInTheDocument();

  nextWrite = { ok: false, status: 409 };
  await user.click(screen.getByRole('button', { name: 'Edit Plain blog' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update blog. Please try again.');
});

it('deletes only after confirmation, with the SPEC messages', async () => {
  const { user } = renderList([plain]);
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
  await user.click(screen.getByRole('button', { name: 'Delete Plain blog' }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this blog?');
  expect(fetchMock).not.toHaveBeenCalled();

  confirm.mockReturnValueOnce(true);
  await user.click(screen.getByRole('button', { name: 'Delete Plain blog' }));
  expect(await screen.findByText('Blog deleted successfully!')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/blogs/b1', { method: 'DELETE' });
  expect(refresh).toHaveBeenCalled();

  confirm.mockReturnValueOnce(true);
  nextWrite = { ok: false, status: 500 };
  await user.click(screen.getByRole('button', { name: 'Delete Plain blog' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete blog. Please try again.');
});

describe('status controls (issue 26)', () => {
  it('shows each post\'s status; an editor unpublishes a published post, and the save sends that status', async () => {
    const { user } = renderList([plain, { ...plain, id: 'b3', title: 'A draft', status: 'draft' }], 'editor');
    expect(screen.getAllByTestId('blog-status').map((badge) => badge.textContent)).toEqual(['Published', 'Draft']);
    await user.click(screen.getByRole('button', { name: 'Edit Plain blog' }));
    const form = screen.getByTestId('admin-blog-edit');
    expect(within(form).getByTestId('blog-preview-link')).toHaveAttribute('href', '/en/preview/blogs/b1');
    await user.click(within(form).getByRole('button', { name: 'Unpublish' }));
    expect(sentBody()).toMatchObject({ title: 'Plain blog', version: 3, status: 'unpublished', publishAt: null });
  });

  it('an editor schedules in India time: publishAt carries +05:30', async () => {
    const { user } = renderList([{ ...plain, status: 'review' }], 'editor');
    await user.click(screen.getByRole('button', { name: 'Edit Plain blog' }));
    const form = screen.getByTestId('admin-blog-edit');
    const next = new Date(Date.now() + 2 * 24 * 60 * 60_000 + 330 * 60_000).toISOString().slice(0, 10);
    await user.type(within(form).getByLabelText(/Publish at/), `${next}T06:00`);
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(sentBody()).toMatchObject({ status: 'scheduled', publishAt: `${next}T06:00:00+05:30` });
  });

  it('a writer gets Save draft and Submit for review only', async () => {
    const { user } = renderList([{ ...plain, status: 'draft' }], 'writer');
    await user.click(screen.getByRole('button', { name: 'Edit Plain blog' }));
    const form = screen.getByTestId('admin-blog-edit');
    expect(within(form).queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Schedule' })).toBeNull();
    expect(within(form).queryByLabelText(/Publish at/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(sentBody()).toMatchObject({ status: 'review' });
  });
});
