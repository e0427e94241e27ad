import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RenderError from '@/app/[locale]/[device]/error';
import BlogListError from '@/app/[locale]/[device]/blogs/(list)/error';
import BlogDetailError from '@/app/[locale]/[device]/blogs/[blogId]/error';
import AdminBlogsError from '@/app/[locale]/[device]/getallblogs/error';
import GlobalError from '@/app/global-error';
import { renderWithMessages } from '../../helpers/render-with-messages';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

/** Every error view of the app: what the reader reads, in both languages, and what Try Again does. */
const failure = () => Object.assign(new Error('database went away'), { digest: '1234567890' });

let logged: jest.SpyInstance;
beforeEach(() => {
  // The views log the error for operators; keep the test output clean but check that they do.
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

describe('the render error boundary ([locale]/[device]/error.tsx)', () => {
  it('says "Unexpected Application Error!", shows the digest only, logs the error, and Try again asks the server again and calls reset', async () => {
    refresh.mockClear();
    const reset = jest.fn();
    const error = failure();
    renderWithMessages(<RenderError error={error} reset={reset} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    expect(alert).toHaveTextContent('Something went wrong while showing this page.');
    expect(alert).toHaveTextContent('1234567890');
    // Internals (the message) are never shown to readers.
    expect(alert).not.toHaveTextContent('database went away');
    expect(logged).toHaveBeenCalledWith(error);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
    // reset alone would re-render what the server already sent: a server-side failure needs the page again.
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('speaks Hindi on Hindi pages', async () => {
    const reset = jest.fn();
    renderWithMessages(<RenderError error={new Error('x')} reset={reset} />, 'hi');
    expect(screen.getByRole('alert')).toHaveTextContent('यह पेज दिखाते समय कुछ गड़बड़ हो गई।');
    await userEvent.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});

describe('the blog list error (blogs/(list)/error.tsx)', () => {
  it('shows "Failed to load blogs: {message}" with the API hint, and Try Again calls reset', async () => {
    const reset = jest.fn();
    renderWithMessages(<BlogListError error={new Error('Network down')} reset={reset} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load blogs: Network down');
    expect(screen.getByRole('alert')).toHaveTextContent('Make sure the blog API is reachable, then try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('in Hindi', () => {
    renderWithMessages(<BlogListError error={new Error('Network down')} reset={jest.fn()} />, 'hi');
    expect(screen.getByRole('alert')).toHaveTextContent('ब्लॉग लोड नहीं हो सके: Network down');
  });
});

describe('the blog article error (blogs/[blogId]/error.tsx)', () => {
  it('shows "Unable to Load Article" and the SPEC message with a Try Again button, in both languages', () => {
    renderWithMessages(<BlogDetailError error={failure()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unable to Load Article');
    expect(screen.getByTestId('blog-error')).toHaveTextContent('Failed to load blog. Please try again later.');
    expect(screen.getByTestId('blog-error')).not.toHaveTextContent('database went away');
    // Its Try Again reloads the page (SPEC §2): e2e/error-views.spec.ts walks it on a blog that cannot be rendered.
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  it('in Hindi', () => {
    renderWithMessages(<BlogDetailError error={failure()} />, 'hi');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('लेख लोड नहीं हो सका');
  });
});

describe('the admin blog list error (getallblogs/error.tsx)', () => {
  it('says the blogs could not be fetched, without internals', () => {
    renderWithMessages(<AdminBlogsError error={failure()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch blogs. Please try again later.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('database went away');
  });
});

describe('the last-resort error (app/global-error.tsx)', () => {
  it('renders its own page with "Unexpected Application Error!", and Try again calls reset', async () => {
    const reset = jest.fn();
    // It renders <html> itself (the root layout failed); React warns about <html> inside a <div>.
    render(<GlobalError error={new Error('layout failed')} reset={reset} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    expect(document.body).not.toHaveTextContent('layout failed');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
