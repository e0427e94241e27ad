import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReaderSettings } from '@/components/reader/reader-settings';
import { THEME_KEY, TEXT_SIZE_KEY } from '@/lib/reader-preferences/preferences';
import { renderWithMessages } from '../../helpers/render-with-messages';

describe('ReaderSettings', () => {
  beforeEach(() => window.localStorage.clear());

  it('sets the theme and text size on the page and remembers them', async () => {
    renderWithMessages(<ReaderSettings />);
    const user = userEvent.setup();
    const theme = screen.getByRole('group', { name: 'Theme' });
    expect(within(theme).getByRole('radio', { name: 'System' })).toBeChecked();
    await user.click(within(theme).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(within(theme).getByRole('radio', { name: 'Dark' })).toBeChecked();

    await user.click(within(screen.getByRole('group', { name: 'Text size' })).getByRole('radio', { name: 'Large' }));
    expect(document.documentElement.dataset.textSize).toBe('large');
    expect(window.localStorage.getItem(TEXT_SIZE_KEY)).toBe('large');

    await user.click(within(theme).getByRole('radio', { name: 'System' }));
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('speaks Hindi in the Hindi pages', async () => {
    renderWithMessages(<ReaderSettings />, 'hi');
    expect(screen.getByRole('group', { name: 'थीम' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'गहरी' })).toBeInTheDocument();
  });
});
