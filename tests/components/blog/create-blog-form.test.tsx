import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateBlogForm } from '@/components/blog/create-blog-form';
import { compiledMessagesFor, renderWithMessages } from '../../helpers/render-with-messages';

/** A stand-in XMLHttpRequest: records what was sent, reports progress, answers with `status`. */
class FakeXhr {
  static sent: { method: string; url: string; body: FormData }[] = [];
  static status = 201;
  method = '';
  url = '';
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    FakeXhr.sent.push({ method: this.method, url: this.url, body });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    setTimeout(() => {
      this.status = FakeXhr.status;
      this.response = FakeXhr.status === 201 ? { id: 'x' } : { error: 'boom' };
      this.onload?.();
    }, 0);
  }
}

function renderForm(role: 'writer' | 'editor' | 'admin' = 'admin') {
  // The browser's accept filter is the page's first line; the component checks the type itself too.
  const user = userEvent.setup({ applyAccept: false });
  renderWithMessages(<CreateBlogForm role={role} />);
  return { user };
}

/** Submits as the browser does once its own required-field checks pass (jsdom counts an uploaded file as missing). */
const publish = () => fireEvent.submit(screen.getByTestId('create-blog-form'));

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.status = 201;
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'My post');
  await user.type(screen.getByLabelText('Categories (comma separated)'), 'Tax, Legal');
  await user.upload(screen.getByLabelText('Cover image'), png());
  await user.type(screen.getByLabelText('Author name'), 'Asha');
  const first = screen.getAllByTestId('section-fieldset')[0];
  await user.type(within(first).getByLabelText('Paragraph 1'), 'Hello');
  await user.click(within(first).getByRole('button', { name: 'Add paragraph' }));
  await user.type(within(first).getByLabelText('Paragraph 2'), 'World');
  await user.click(screen.getByRole('button', { name: 'Add section' }));
  const second = screen.getAllByTestId('section-fieldset')[1];
  await user.type(within(second).getByLabelText('Section title'), 'Details');
  await user.type(within(second).getByLabelText('Paragraph 1'), 'More');
}

it('starts with one "Introduction" section; sections and paragraphs can be added and removed', async () => {
  const { user } = renderForm();
  expect(screen.getByRole('heading', { name: 'Content sections' })).toBeInTheDocument();
  expect(screen.getAllByTestId('section-fieldset')).toHaveLength(1);
  expect(screen.getByLabelText('Section title')).toHaveValue('Introduction');
  await user.click(screen.getByRole('button', { name: 'Add section' }));
  expect(screen.getAllByTestId('section-fieldset')).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Remove section 2' }));
  expect(screen.getAllByTestId('section-fieldset')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Add paragraph' }));
  expect(screen.getByLabelText('Paragraph 2')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove paragraph 2' }));
  expect(screen.queryByLabelText('Paragraph 2')).toBeNull();
});

it('accepts only image files as the cover, with a success message', async () => {
  const { user } = renderForm();
  await user.upload(screen.getByLabelText('Cover image'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
  expect(screen.getByText('The cover must be an image file.')).toBeInTheDocument();
  await user.upload(screen.getByLabelText('Cover image'), png());
  expect(screen.getByText('Cover image has been added successfully!')).toBeInTheDocument();
});

it('publishes the multipart form the API expects, then resets to one empty Introduction section', async () => {
  const { user } = renderForm();
  await fillValidForm(user);
  publish();
  expect(await screen.findByText('Blog published successfully!')).toBeInTheDocument();

  expect(FakeXhr.sent).toHaveLength(1);
  const { method, url, body } = FakeXhr.sent[0];
  expect([method, url]).toEqual(['POST', '/api/blogs']);
  expect(body.get('title')).toBe('My post');
  expect(body.get('categories')).toBe('Tax, Legal');
  expect(body.get('authorName')).toBe('Asha');
  expect(JSON.parse(body.get('content') as string)).toEqual([
    { title: 'Introduction', paragraphs: ['Hello', 'World'] },
    { title: 'Details', paragraphs: ['More'] },
  ]);
  expect((body.get('coverImage') as File).name).toBe('cover.png');

  expect(screen.getAllByTestId('section-fieldset')).toHaveLength(1);
  expect(screen.getByLabelText('Section title')).toHaveValue('Introduction');
  expect(screen.getByLabelText('Paragraph 1')).toHaveValue('');
  expect(screen.getByLabelText('Title')).toHaveValue('');
});

it('says "Failed to publish blog. Please try again." when the server refuses, keeping what was typed', async () => {
  FakeXhr.status = 500;
  const { user } = renderForm();
  await fillValidForm(user);
  publish();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to publish blog. Please try again.'));
  expect(screen.getByLabelText('Title')).toHaveValue('My post');
});

it('sends nothing while a section title or paragraph is empty', async () => {
  const { user } = renderForm();
  await fillValidForm(user);
  const second = screen.getAllByTestId('section-fieldset')[1];
  await user.clear(within(second).getByLabelText('Paragraph 1'));
  publish();
  expect(screen.getByRole('alert')).toHaveTextContent('Fill in the title, a cover image, and every section title and paragraph.');
  expect(FakeXhr.sent).toHaveLength(0);
});

describe('status controls (issue 26)', () => {
  it('a writer saves a draft or submits for review; no Publish or Schedule', async () => {
    const { user } = renderForm('writer');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schedule' })).toBeNull();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0].body.get('status')).toBe('draft');
    expect(await screen.findByRole('status')).toHaveTextContent('Draft saved.');
  });

  it('Enter publishes for an editor and submits for review for a writer', async () => {
    const { user } = renderForm('writer');
    await fillValidForm(user);
    publish();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0].body.get('status')).toBe('review');
  });

  it('an editor schedules in India time', async () => {
    const { user } = renderForm('editor');
    await fillValidForm(user);
    const next = new Date(Date.now() + 2 * 24 * 60 * 60_000 + 330 * 60_000).toISOString().slice(0, 10);
    await user.type(screen.getByLabelText(/Publish at/), `${next}T06:00`);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0].body.get('status')).toBe('scheduled');
    expect(FakeXhr.sent[0].body.get('publishAt')).toBe(`${next}T06:00:00+05:30`);
  });
});

describe('CreateBlogForm hydrated from the server\'s HTML', () => {
  /** A fresh copy of every module, as a process that has just started has (the server's, or the browser's). */
  function freshProcess() {
    let modules!: {
      Form: typeof CreateBlogForm;
      Provider: typeof import('@/lib/i18n/messages-context').MessagesProvider;
      renderToString: typeof import('react-dom/server').renderToString;
      hydrateRoot: typeof import('react-dom/client').hydrateRoot;
      act: typeof import('react').act;
    };
    jest.isolateModules(() => {
      modules = {
        Form: jest.requireActual<typeof import('@/components/blog/create-blog-form')>('@/components/blog/create-blog-form').CreateBlogForm,
        Provider: jest.requireActual<typeof import('@/lib/i18n/messages-context')>('@/lib/i18n/messages-context').MessagesProvider,
        renderToString: jest.requireActual<typeof import('react-dom/server')>('react-dom/server').renderToString,
        hydrateRoot: jest.requireActual<typeof import('react-dom/client')>('react-dom/client').hydrateRoot,
        act: jest.requireActual<typeof import('react')>('react').act,
      };
    });
    const page = (
      <modules.Provider locale="en" messages={compiledMessagesFor('en')} timeZone="Asia/Kolkata">
        <modules.Form role="editor" />
      </modules.Provider>
    );
    return { ...modules, page };
  }

  it('gives each section\'s label its own field after Add section, however many times the server rendered the form', async () => {
    const server = freshProcess();
    server.renderToString(server.page);
    const html = server.renderToString(server.page);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const browser = freshProcess();
    const root = await browser.act(async () => browser.hydrateRoot(container, browser.page));
    try {
      await browser.act(async () => screen.getByRole('button', { name: 'Add section' }).click());
      const [first, second] = screen.getAllByTestId('section-fieldset');
      expect(within(first).getByLabelText('Section title')).toHaveValue('Introduction');
      const secondTitle = within(second).getByLabelText('Section title');
      expect(secondTitle).toHaveValue('');
      expect(first).not.toContainElement(secondTitle);
    } finally {
      browser.act(() => root.unmount());
      container.remove();
    }
  });
});
