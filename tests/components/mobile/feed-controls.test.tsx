import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedControls, feedKeyAction } from '@/components/mobile/feed-controls';
import { renderWithMessages } from '../../helpers/render-with-messages';

const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, target: document.body, ...extra });

describe('feedKeyAction', () => {
  it('maps arrows, Page keys and j/k to next / previous, ← / → to the panel', () => {
    expect(['ArrowDown', 'PageDown', 'j', 'J'].map((k) => feedKeyAction(key(k)))).toEqual(['next', 'next', 'next', 'next']);
    expect(['ArrowUp', 'PageUp', 'k', 'K'].map((k) => feedKeyAction(key(k)))).toEqual(['previous', 'previous', 'previous', 'previous']);
    expect(feedKeyAction(key('ArrowLeft'))).toBe('openPanel');
    expect(feedKeyAction(key('ArrowRight'))).toBe('closePanel');
    expect(feedKeyAction(key('x'))).toBeNull();
  });

  it('leaves browser shortcuts and typing alone', () => {
    expect(feedKeyAction(key('j', { ctrlKey: true }))).toBeNull();
    expect(feedKeyAction(key('k', { metaKey: true }))).toBeNull();
    expect(feedKeyAction(key('ArrowDown', { altKey: true }))).toBeNull();
    expect(feedKeyAction(key('j', { target: document.createElement('input') }))).toBeNull();
    expect(feedKeyAction(key('j', { target: document.createElement('textarea') }))).toBeNull();
  });
});

describe('FeedControls', () => {
  async function renderControls(props: { index: number; count: number; isFeedActive?: boolean; hasTrailingSlide?: boolean }) {
    const onAction = jest.fn();
    await renderWithMessages(
      <FeedControls index={props.index} count={props.count} hasTrailingSlide={props.hasTrailingSlide} isFeedActive={props.isFeedActive ?? true} onAction={onAction} />,
    );
    return { onAction, user: userEvent.setup() };
  }

  it('previous / next buttons, disabled at the ends, and the position announced', async () => {
    const { onAction, user } = await renderControls({ index: 0, count: 3 });
    expect(screen.getByRole('button', { name: 'Previous article' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next article' }));
    expect(onAction).toHaveBeenLastCalledWith('next');
    await user.click(screen.getByRole('button', { name: 'Open categories and topics' }));
    expect(onAction).toHaveBeenLastCalledWith('openPanel');
    expect(screen.getByText('Article 1 of 3')).toBeInTheDocument();
  });

  it('at the last article Next is disabled and Previous works', async () => {
    const { onAction, user } = await renderControls({ index: 2, count: 3 });
    expect(screen.getByRole('button', { name: 'Next article' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous article' }));
    expect(onAction).toHaveBeenCalledWith('previous');
  });

  it('at the last article Next still reaches the slide after it (the next page loading, or its error and retry)', async () => {
    const { onAction, user } = await renderControls({ index: 2, count: 3, hasTrailingSlide: true });
    await user.click(screen.getByRole('button', { name: 'Next article' }));
    expect(onAction).toHaveBeenLastCalledWith('next');
    expect(screen.getByText('Article 3 of 3')).toBeInTheDocument();
  });

  it('keys act on the feed while it is on screen', async () => {
    const { onAction } = await renderControls({ index: 1, count: 3 });
    fireEvent.keyDown(window, { key: 'j' });
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onAction.mock.calls.map(([action]) => action)).toEqual(['next', 'previous', 'openPanel']);
  });

  it('while the panel is open only → (back to the feed) acts, and no buttons show', async () => {
    const { onAction } = await renderControls({ index: 1, count: 3, isFeedActive: false });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'j' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onAction.mock.calls.map(([action]) => action)).toEqual(['closePanel']);
  });
});
