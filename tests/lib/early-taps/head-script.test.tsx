import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { keepEarlyTaps } from '@/lib/early-taps/head-script';

/**
 * The page as a reader gets it: the server's HTML, the inline head script, then (later) React.
 * Everything a test does between `serve()` and `hydrate()` happens before the page is alive.
 */
type Sent = { email: string; password: string; isKept: boolean; edition: string };

function Page({ onSend, onMenu }: { onSend: (sent: Sent) => void; onMenu?: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isKept, setKept] = useState(false);
  const [edition, setEdition] = useState('en');
  const [isMenuOpen, setMenuOpen] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ email, password, isKept, edition });
  };
  return (
    <>
      <button type="button" aria-expanded={isMenuOpen} onClick={() => { onMenu?.(); setMenuOpen((open) => !open); }}>
        Menu
      </button>
      {isMenuOpen && <a href="https://example.com/hi">Read in Hindi</a>}
      <a href="https://example.com/about">About</a>
      <form onSubmit={send} aria-label="sign in">
        <input aria-label="Email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <textarea aria-label="Password" value={password} onChange={(event) => setPassword(event.target.value)} />
        <input aria-label="Keep me signed in" type="checkbox" checked={isKept} onChange={(event) => setKept(event.target.checked)} />
        <select aria-label="Edition" value={edition} onChange={(event) => setEdition(event.target.value)}>
          <option value="en">English</option>
          <option value="hi">Hindi</option>
        </select>
        <button>Sign in</button>
        <button type="button" disabled>
          Later
        </button>
      </form>
      <form action="/en/search" aria-label="search">
        <input aria-label="Search" name="q" defaultValue="" />
        <button>Search</button>
      </form>
      <HydrationMark />
    </>
  );
}

let container: HTMLElement;
let root: Root | null = null;
const html = document.documentElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The inline string itself is run in a page of its own by inline-script.test.ts.
  keepEarlyTaps(window, document);
});

function serve(props: Parameters<typeof Page>[0]) {
  html.removeAttribute('data-hydrated');
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page {...props} />);
  document.body.append(container);
  return props;
}

async function hydrate(props: Parameters<typeof Page>[0], onRecoverableError?: () => void) {
  await act(async () => {
    root = hydrateRoot(container, <Page {...props} />, { onRecoverableError });
  });
  // The replay runs one tap a task after the mark's effect.
  for (let turn = 0; turn < 5; turn += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

const byLabel = <T extends HTMLElement>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;
const button = (name: string) => [...container.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)!;
const link = (name: string) => [...container.querySelectorAll('a')].find((element) => element.textContent === name);

/** Types as a browser does: the value changes, then an input event. */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A real click's event: returns whether the browser would go on with its default (false: held). */
function click(element: HTMLElement): boolean {
  return element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

describe('taps and typing before the page is alive', () => {
  it('a form filled and sent before hydration is sent once React is in, with everything typed, ticked and picked', async () => {
    const onSend = jest.fn();
    const props = serve({ onSend });
    type(byLabel('Email'), 'asha@example.com');
    type(byLabel('Password'), 'correct horse');
    byLabel<HTMLInputElement>('Keep me signed in').click();
    byLabel<HTMLSelectElement>('Edition').value = 'hi';
    byLabel('Edition').dispatchEvent(new Event('change', { bubbles: true }));

    expect(click(button('Sign in'))).toBe(false); // not sent bare by the browser (a GET with the password in it)
    expect(html.hasAttribute('data-early-taps')).toBe(true);
    expect(onSend).not.toHaveBeenCalled();

    await hydrate(props);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'correct horse', isKept: true, edition: 'hi' });
    expect(byLabel<HTMLInputElement>('Email').value).toBe('asha@example.com');
    expect(html.hasAttribute('data-hydrated')).toBe(true);
    expect(html.hasAttribute('data-early-taps')).toBe(false);
  });

  it('a form sent with Enter, without its button, is held and sent after hydration', async () => {
    const onSend = jest.fn();
    const props = serve({ onSend });
    type(byLabel('Email'), 'ravi@example.com');
    const form = byLabel<HTMLFormElement>('sign in');
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
    await hydrate(props);
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ email: 'ravi@example.com', password: '' }));
  });

  it('a button tapped before hydration works after it, and a tap repeated because nothing happened counts once', async () => {
    const onMenu = jest.fn();
    const props = serve({ onSend: jest.fn(), onMenu });
    expect(click(button('Menu'))).toBe(false);
    click(button('Menu'));
    expect(link('Read in Hindi')).toBeUndefined();
    await hydrate(props);
    expect(onMenu).toHaveBeenCalledTimes(1);
    expect(link('Read in Hindi')).toBeDefined();
    expect(button('Menu').getAttribute('aria-expanded')).toBe('true');
  });

  it('taps in a row are replayed in their order, each after what the one before changed', async () => {
    const onSend = jest.fn();
    const onMenu = jest.fn();
    const props = serve({ onSend, onMenu });
    click(button('Menu'));
    type(byLabel('Email'), 'order@example.com');
    click(button('Sign in'));
    click(button('Menu'));
    await hydrate(props);
    expect(onMenu).toHaveBeenCalledTimes(2);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button('Menu').getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves alone what works without scripts: links, a form with an action of its own, a disabled button', () => {
    serve({ onSend: jest.fn() });
    const onNavigate = jest.fn((event: Event) => event.preventDefault());
    container.addEventListener('click', onNavigate);
    expect(click(link('About')!)).toBe(false); // prevented by the test's own listener, which it reached
    expect(onNavigate).toHaveBeenCalledTimes(1);
    container.removeEventListener('click', onNavigate);

    const searchSent = jest.fn((event: Event) => event.preventDefault());
    const search = byLabel<HTMLFormElement>('search');
    search.addEventListener('submit', searchSent);
    search.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(searchSent).toHaveBeenCalledTimes(1);
    const searchButton = button('Search');
    const searchClicked = jest.fn();
    searchButton.addEventListener('click', searchClicked);
    expect(click(searchButton)).toBe(true);
    expect(searchClicked).toHaveBeenCalledTimes(1);

    expect(click(button('Later'))).toBe(true);
    expect(html.hasAttribute('data-early-taps')).toBe(false);
  });

  it('once the page is alive, taps go straight to React', async () => {
    const onMenu = jest.fn();
    const props = serve({ onSend: jest.fn(), onMenu });
    await hydrate(props);
    act(() => expect(click(button('Menu'))).toBe(true));
    expect(onMenu).toHaveBeenCalledTimes(1);
    act(() => type(byLabel('Email'), 'late@example.com'));
    expect(byLabel<HTMLInputElement>('Email').value).toBe('late@example.com');
  });

  it('a tap on what hydration replaced is dropped, not thrown', async () => {
    const onMenu = jest.fn();
    const props = serve({ onSend: jest.fn(), onMenu });
    const menu = button('Menu');
    click(menu);
    // The server's HTML no longer matches (an extension edited it, say): React renders the page anew.
    menu.remove();
    const onRecoverableError = jest.fn();
    await expect(hydrate(props, onRecoverableError)).resolves.toBeUndefined();
    expect(onRecoverableError).toHaveBeenCalled();
    expect(onMenu).not.toHaveBeenCalled();
    expect(button('Menu').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('installing', () => {
  it('happens once a page, whatever runs it again', () => {
    const replay = (window as unknown as { __earlyTaps: unknown }).__earlyTaps;
    expect(replay).toEqual(expect.any(Function));
    keepEarlyTaps(window, document);
    expect((window as unknown as { __earlyTaps: unknown }).__earlyTaps).toBe(replay);
  });
});
