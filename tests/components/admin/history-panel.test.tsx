import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HistoryPanel } from '@/components/admin/history-panel';
import type { RevisionDetail } from '@/lib/revisions/types';
import { renderWithMessages } from '../../helpers/render-with-messages';

const base = { status: 'published' as const, author: 'Ravi', restoredFrom: null, publishAt: null, category: 'india', categories: ['india'], language: 'both', photo: null, content: null };
const revisions: RevisionDetail[] = [
  { ...base, id: 'r2', version: 2, createdAt: '2026-11-25T05:12:00.000Z', action: 'edit', title: 'Repo rate', description: 'The repo rate is 6.5 %.' },
  { ...base, id: 'r1', version: 1, createdAt: '2026-11-25T05:10:00.000Z', action: 'create', title: 'Repo rate', description: 'The repo rate is 6.25 %.' },
];

let posts: string[] = [];
beforeEach(() => {
  posts = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') {
      posts.push(url);
      return { status: 201, ok: true, json: async () => ({ item: { id: 'n1', version: 3 } }) } as Response;
    }
    const detail = revisions.find((revision) => url.endsWith(`/revisions/${revision.id}`));
    return { status: 200, ok: true, json: async () => detail ?? revisions } as Response;
  }) as typeof fetch;
});

describe('History panel: Restore asks in the page (issue 26)', () => {
  it('asks under the version, never with a browser dialog; Cancel and Escape change nothing and give focus back', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm');
    const onRestored = jest.fn();
    renderWithMessages(<HistoryPanel kind="news" itemId="n1" version={2} canRestore onRestored={onRestored} />);
    const restore = await screen.findByRole('button', { name: 'Restore version 1' });

    await user.click(restore);
    const question = screen.getByRole('group', { name: /^Restore version 1 of .*nothing in the history is lost\.$/ });
    expect(within(question).getByRole('button', { name: 'Yes, restore' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Restore version 1' })).toBeNull();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('restore-confirm')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restore version 1' })).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('restore-confirm')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('restore-confirm')).toBeNull();
    expect(posts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    await user.click(screen.getByRole('button', { name: 'Yes, restore' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith({ id: 'n1', version: 3 }, 'Version 1 restored as version 3.'));
    expect(posts).toEqual(['/api/admin/news/n1/revisions/r1/restore']);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('in Hindi', async () => {
    const user = userEvent.setup();
    renderWithMessages(<HistoryPanel kind="news" itemId="n1" version={2} canRestore onRestored={jest.fn()} />, 'hi');
    await user.click(await screen.findByRole('button', { name: 'संस्करण 1 वापस लाएँ' }));
    const question = screen.getByTestId('restore-confirm');
    expect(question).toHaveTextContent('का संस्करण 1 वापस लाएँ?');
    expect(within(question).getByRole('button', { name: 'हाँ, वापस लाएँ' })).toHaveFocus();
    expect(within(question).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });
});
