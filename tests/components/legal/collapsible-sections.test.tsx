import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CollapsibleSections, type LegalSection } from '@/components/legal/collapsible-sections';
import en from '@/messages/en/legal.json';
import hi from '@/messages/hi/legal.json';

const SECTIONS: LegalSection[] = [
  { id: 'alpha', title: 'Alpha title', body: ['Alpha first paragraph.', 'Alpha second paragraph.'] },
  { id: 'beta', title: 'Beta title', body: ['Beta paragraph.'] },
  { id: 'gamma', title: 'Gamma title', body: ['Gamma paragraph.'] },
];

function renderSections() {
  const user = userEvent.setup();
  render(<CollapsibleSections sections={SECTIONS} tocTitle="Contents" />);
  return { user };
}

const toggle = (title: string) => screen.getByRole('button', { name: title });
const tocLink = (title: string) =>
  within(screen.getByRole('navigation', { name: 'Contents' })).getByRole('link', { name: title });
// Closed regions are `hidden`, so role queries only find open ones.
const openRegions = () => screen.queryAllByRole('region');

describe('CollapsibleSections', () => {
  beforeEach(() => {
    // The component reacts to the URL hash; keep tests independent of each other.
    window.history.replaceState(null, '', '/');
  });

  it('renders a table of contents with links to every section', () => {
    renderSections();
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(nav).getByRole('heading', { name: 'Contents' })).toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#alpha', '#beta', '#gamma']);
    for (const section of SECTIONS) {
      expect(document.getElementById(section.id)?.tagName).toBe('SECTION');
    }
  });

  it('has no section open initially', () => {
    renderSections();
    expect(openRegions()).toHaveLength(0);
    for (const section of SECTIONS) {
      expect(toggle(section.title)).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByText(section.body[0])).not.toBeVisible();
    }
  });

  it('opens a section when its button is clicked', async () => {
    const { user } = renderSections();
    await user.click(toggle('Alpha title'));

    const regions = openRegions();
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveAccessibleName('Alpha title');
    expect(within(regions[0]).getByText('Alpha first paragraph.')).toBeVisible();
    expect(within(regions[0]).getByText('Alpha second paragraph.')).toBeVisible();
    expect(regions[0].querySelectorAll('p')).toHaveLength(2);
  });

  it('closes the open section when another one is opened', async () => {
    const { user } = renderSections();
    await user.click(toggle('Alpha title'));
    await user.click(toggle('Beta title'));

    const regions = openRegions();
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveAccessibleName('Beta title');
    expect(screen.getByText('Alpha first paragraph.')).not.toBeVisible();
    expect(toggle('Alpha title')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open section when its own button is clicked again', async () => {
    const { user } = renderSections();
    await user.click(toggle('Gamma title'));
    expect(openRegions()).toHaveLength(1);

    await user.click(toggle('Gamma title'));
    expect(openRegions()).toHaveLength(0);
    expect(toggle('Gamma title')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps aria-expanded and aria-controls in sync with the open state', async () => {
    const { user } = renderSections();
    const alpha = toggle('Alpha title');
    const beta = toggle('Beta title');

    const panel = document.getElementById(alpha.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAttribute('aria-labelledby', alpha.id);

    await user.click(alpha);
    expect(alpha).toHaveAttribute('aria-expanded', 'true');
    expect(beta).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toBeVisible();

    await user.click(beta);
    expect(alpha).toHaveAttribute('aria-expanded', 'false');
    expect(beta).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toBeVisible();

    await user.click(beta);
    expect(alpha).toHaveAttribute('aria-expanded', 'false');
    expect(beta).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the matching section when a table-of-contents link is clicked', async () => {
    const { user } = renderSections();
    await user.click(toggle('Alpha title'));

    await user.click(tocLink('Beta title'));
    expect(toggle('Beta title')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Alpha title')).toHaveAttribute('aria-expanded', 'false');
    expect(openRegions()).toHaveLength(1);
    expect(screen.getByText('Beta paragraph.')).toBeVisible();

    // Clicking the link of an already open section keeps it open (it is not a toggle).
    await user.click(tocLink('Beta title'));
    expect(toggle('Beta title')).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the section named by the URL hash after mounting (deep link)', async () => {
    window.history.replaceState(null, '', '/#gamma');
    renderSections();
    await waitFor(() => expect(toggle('Gamma title')).toHaveAttribute('aria-expanded', 'true'));
    expect(openRegions()).toHaveLength(1);
  });
});

/* ------------------------------------------------------------------------ */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Replaces every leaf by its type, keeping object keys (sorted) and array lengths. */
function shapeOf(value: Json): Json {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shapeOf(value[key])]),
    );
  }
  return value === null ? 'null' : typeof value;
}

/** Every string leaf with its dotted path. */
function stringsOf(value: Json, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, `${path}.${i}`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key));
  }
  return [];
}

const placeholders = (text: string) => [...new Set(text.match(/\{[A-Za-z]+\}/g) ?? [])].sort();

const TERMS_IDS = ['acceptance', 'definitions', 'approval', 'platform', 'agreement'];
const PRIVACY_IDS = [
  'information-collected',
  'third-party-links',
  'use-and-sharing',
  'disclosure',
  'security',
  'retention',
  'rights',
  'other-sites',
  'liability',
  'changes',
];
const ALLOWED_PLACEHOLDERS = new Set(['{siteName}', '{contactEmail}', '{weight}']);

describe('legal messages (messages/{en,hi}/legal.json)', () => {
  const locales = { en, hi };

  it('have an identical key structure in English and Hindi, including array lengths', () => {
    expect(shapeOf(hi as Json)).toEqual(shapeOf(en as Json));
  });

  it.each(Object.entries(locales))('%s: terms has the 5 sections in order', (_locale, messages) => {
    expect(messages.terms.sections.map((section) => section.id)).toEqual(TERMS_IDS);
    for (const section of messages.terms.sections) {
      expect(section.title.trim()).not.toBe('');
      expect(section.body.length).toBeGreaterThanOrEqual(2);
      expect(section.body.length).toBeLessThanOrEqual(3);
    }
  });

  it.each(Object.entries(locales))('%s: privacy has the 10 sections in order', (_locale, messages) => {
    expect(messages.privacy.sections.map((section) => section.id)).toEqual(PRIVACY_IDS);
    for (const section of messages.privacy.sections) {
      expect(section.title.trim()).not.toBe('');
      expect(section.body.length).toBeGreaterThanOrEqual(1);
      expect(section.body.length).toBeLessThanOrEqual(3);
    }
  });

  it.each(Object.entries(locales))('%s: the about page has a name and a description for each of its four values', (_locale, messages) => {
    expect(Object.keys(messages.about.values)).toEqual(['trust', 'understanding', 'clarity', 'feedback']);
    for (const value of Object.values(messages.about.values)) {
      expect(value.name.trim()).not.toBe('');
      expect(value.description.trim()).not.toBe('');
    }
    expect(messages.about.weightLabel).toContain('{weight}');
  });

  it('uses the agreed Hindi value names', () => {
    expect(Object.values(hi.about.values).map((value) => value.name)).toEqual(['भरोसा', 'समझ', 'स्पष्टता', 'प्रतिक्रिया']);
  });

  it('uses the same placeholders in both languages and only the allowed ones', () => {
    const hiStrings = new Map(stringsOf(hi as Json));
    for (const [path, text] of stringsOf(en as Json)) {
      const hiText = hiStrings.get(path);
      expect(hiText).toBeDefined();
      expect({ path, placeholders: placeholders(hiText ?? '') }).toEqual({ path, placeholders: placeholders(text) });
    }
    for (const [path, text] of [...stringsOf(en as Json), ...stringsOf(hi as Json)]) {
      for (const placeholder of placeholders(text)) {
        expect({ path, allowed: ALLOWED_PLACEHOLDERS.has(placeholder) }).toEqual({ path, allowed: true });
      }
      // No markup characters, no braces other than placeholders, no apostrophe escaping a brace.
      const withoutPlaceholders = text.replace(/\{[A-Za-z]+\}/g, '');
      expect({ path, ok: /[<>{}]/.test(withoutPlaceholders) || /'\{/.test(text) }).toEqual({ path, ok: false });
    }
  });
});
