import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FollowButton } from '@/components/topics/follow-button';
import { forgetAccountTopics, syncTopics } from '@/lib/topics/sync-topics';
import { readTopics, writeTopics } from '@/lib/topics/topics-store';
import { renderWithMessages, serverRendered } from '../../helpers/render-with-messages';

/** Issue 27: following from a button, the browser's copy (storage + the cookie the For you page reads), and the account sync. */
const cookieTopics = () => {
  const value = document.cookie.split('; ').find((part) => part.startsWith('shortnews_topics='));
  return value ? JSON.parse(decodeURIComponent(value.slice('shortnews_topics='.length))) : null;
};

/** The word a sighted reader sees on the button, and the one kept unseen beside it for its width. */
function words(button: HTMLElement) {
  const spare = button.querySelector('[aria-hidden="true"]:not(svg)');
  const shown = [...button.querySelectorAll('span')].find((span) => span.children.length === 0 && span !== spare && span.closest('[aria-hidden="true"]') === null);
  return { shown: shown?.textContent, spare: spare?.textContent, spareIsUnseen: spare?.classList.contains('spare') ?? false };
}

afterEach(() => {
  window.localStorage.clear();
  document.cookie = 'shortnews_topics=; Path=/; Max-Age=0';
});

it('follows and unfollows, in the page language, kept in storage and in the cookie', async () => {
  renderWithMessages(<FollowButton category="stocks" />, 'hi');
  const button = await screen.findByRole('button', { name: 'शेयर बाज़ार फ़ॉलो करें' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  // What the eye reads: the label, and an outlined star until followed, a filled one after.
  expect(words(button)).toEqual({ shown: 'फ़ॉलो करें', spare: 'फ़ॉलो कर रहे हैं', spareIsUnseen: true });
  expect(button.querySelector('svg')).toHaveAttribute('fill', 'none');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  // Nothing stray in its classes when the page gives none.
  expect(button.parentElement!.classList).toHaveLength(1);
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  // The other word stays in the same place, unseen: the button keeps the width of the wider one.
  expect(words(button)).toEqual({ shown: 'फ़ॉलो कर रहे हैं', spare: 'फ़ॉलो करें', spareIsUnseen: true });
  expect(button.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
  expect(screen.getByRole('status')).toHaveTextContent('आप शेयर बाज़ार फ़ॉलो कर रहे हैं');
  expect(readTopics().followed).toEqual(['stocks']);
  expect(cookieTopics()).toEqual({ followed: ['stocks'], lessLike: [], hiddenSources: [] });
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('status')).toHaveTextContent('आप अब शेयर बाज़ार फ़ॉलो नहीं कर रहे।');
  expect(cookieTopics()).toEqual({ followed: [], lessLike: [], hiddenSources: [] });
});

it('shows nothing for Top stories and Bookmarks (everyone gets them)', () => {
  const { container } = renderWithMessages(
    <>
      <FollowButton category="general" />
      <FollowButton category="bookmarks" />
    </>,
    'en',
  );
  expect(container).toBeEmptyDOMElement();
});

it('another tab\'s follow shows here too', async () => {
  renderWithMessages(<FollowButton category="ipo" compact />, 'en');
  const button = await screen.findByRole('button', { name: 'Follow IPO' });
  // The menu's star: named by its label, no words beside it.
  expect(button).toHaveTextContent(/^$/);
  act(() => writeTopics({ followed: ['ipo'], hiddenSources: [], lessLike: [] }));
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  // The menu's star has no live region of its own.
  expect(screen.queryByRole('status')).toBeNull();
});

describe('account sync', () => {
  function server(account: { followed: string[]; hiddenSources: string[]; lessLike: string[] }) {
    const calls: { method: string; body?: unknown }[] = [];
    global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init?.method ?? 'GET', body });
      if (body) Object.assign(account, body);
      return { ok: true, status: 200, json: async () => ({ ...account, updatedAt: null }) };
    }) as unknown as typeof fetch;
    return calls;
  }

  it('the first sync of an account merges both sides; later syncs take the account\'s copy; sign-out forgets it', async () => {
    writeTopics({ followed: ['ipo'], hiddenSources: ['A'], lessLike: [] });
    const calls = server({ followed: ['stocks'], hiddenSources: [], lessLike: ['power'] });
    await syncTopics('user-1');
    expect(calls.map((call) => call.method)).toEqual(['GET', 'PUT']);
    expect(calls[1].body).toEqual({ followed: ['ipo', 'stocks'], hiddenSources: ['A'], lessLike: ['power'] });
    expect(readTopics()).toEqual({ followed: ['ipo', 'stocks'], hiddenSources: ['A'], lessLike: ['power'] });

    // Another device unfollowed ipo: this browser follows the account, no merge back.
    const later = server({ followed: ['stocks'], hiddenSources: ['A'], lessLike: ['power'] });
    await syncTopics('user-1');
    expect(later.map((call) => call.method)).toEqual(['GET']);
    expect(readTopics().followed).toEqual(['stocks']);

    forgetAccountTopics();
    expect(readTopics()).toEqual({ followed: [], hiddenSources: [], lessLike: [] });
    expect(cookieTopics()).toBeNull();
  });

  it('a signed-out reader who never signed in keeps their choices when the session says "signed out"', () => {
    writeTopics({ followed: ['ipo'], hiddenSources: [], lessLike: [] });
    forgetAccountTopics();
    expect(readTopics().followed).toEqual(['ipo']);
  });

  it('a second account signing in on this browser does not inherit the first one\'s choices', async () => {
    server({ followed: ['stocks'], hiddenSources: [], lessLike: [] });
    await syncTopics('user-1');
    const calls = server({ followed: [], hiddenSources: [], lessLike: [] });
    await syncTopics('user-2');
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    expect(readTopics().followed).toEqual([]);
  });
});

describe('in the server\'s HTML', () => {
  it('takes its place unseen and out of reach, in the box of the button, then shows with the reader\'s choice once hydrated, in the same element', async () => {
    writeTopics({ followed: ['stocks'], hiddenSources: [], lessLike: [] });
    const { container, hydrate } = serverRendered(<FollowButton category="stocks" className="page-given" />);
    // The box: the classes the button will have (and the page's own), plus the one that hides it.
    const classesOf = (selector: string) => [...(container.querySelector(selector)?.classList ?? [])].sort();
    const standIn = { outer: classesOf('span'), button: classesOf('button') };
    const placeholder = container.querySelector('[data-pending="true"]');
    expect(placeholder).not.toBeNull();
    expect(placeholder).toHaveAttribute('inert');
    // The server does not know the reader: a bare "Follow" (with "Following" unseen for its width), the button's box.
    const button = container.querySelector('button');
    expect(words(button!)).toEqual({ shown: 'Follow', spare: 'Following', spareIsUnseen: true });
    const unmount = await hydrate();
    expect(container.querySelector('[data-pending]')).toBeNull();
    expect(container.querySelector('[inert]')).toBeNull();
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(words(button!)).toEqual({ shown: 'Following', spare: 'Follow', spareIsUnseen: true });
    expect(classesOf('button')).toEqual(standIn.button);
    expect(standIn.button).toContain('pill');
    expect(standIn.outer).toContain('page-given');
    expect(standIn.outer.length).toBe(3);
    expect(classesOf('span').length).toBe(2);
    expect(standIn.outer).toEqual(expect.arrayContaining(classesOf('span')));
    unmount();
  });

  it('is not sent for Top stories, nor as the menu\'s star (the menu is closed until the page is alive)', () => {
    const cases = [serverRendered(<FollowButton category="general" />), serverRendered(<FollowButton category="stocks" compact />), serverRendered(<FollowButton category="stocks" />)];
    expect(cases.map(({ html }) => html.includes('data-pending'))).toEqual([false, false, true]);
    expect(cases[0].html).toBe('');
    expect(cases[1].html).toBe('');
    // Nothing stray in the stand-in's classes when the page gives none.
    expect(cases[2].container.firstElementChild!.classList).toHaveLength(2);
    for (const { container } of cases) container.remove();
  });
});
