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
};
const rich: AdminBlog = { ...plain, id: 'b2', title: 'Rich blog', content: ['<p>intro</p>', { type: 'section', title: 'Basics', paragraphs: ['x'] }], version: 1 };

let fetchMock: jest.Mock;
beforeEach(() => {
  refresh.mockClear();
  fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({}) }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderList(blogs: AdminBlog[]) {
  const user = userEvent.setup();
  renderWithMessages(<AdminBlogList blogs={blogs} />);
  return { user };
}

const sentBody = (call = 0) => JSON.parse(fetchMock.mock.calls[call][1].body as string);

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
  expect(fetchMock.mock.calls[0][0]).toBe('/api/blogs/b1');
  expect(fetchMock.mock.calls[0][1].method).toBe('PUT');
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
  expect(fetchMock).not.toHaveBeenCalled();
  expect(screen.getByTestId('admin-blog')).toBeInTheDocument();

  fetchMock.mockResolvedValueOnce({ ok: false, status: 409, json: async () => ({}) });
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
  fetchMock.mockResolvedValueOnce({ ok: false, status: 500, json: async () => ({}) });
  await user.click(screen.getByRole('button', { name: 'Delete Plain blog' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete blog. Please try again.');
});
