import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { AuthorBox } from '@/components/blog/author-box';
import { renderWithMessages } from '../../helpers/render-with-messages';

describe('AuthorBox (issue 12)', () => {
  it("shows the author's picture, name, bio and company", async () => {
    await renderWithMessages(<AuthorBox author={{ name: 'Meera K', bio: 'Writes on tax.', company: 'Ledger & Co', image: '/uploads/meera.webp' }} authorName="Meera K" />);
    const box = screen.getByTestId('author-box');
    expect(screen.getByRole('img', { name: 'Picture of Meera K' })).toHaveAttribute('src', '/uploads/meera.webp');
    expect(box).toHaveTextContent('Written by Meera K');
    expect(box).toHaveTextContent('Writes on tax.');
    expect(box).toHaveTextContent('Works at Ledger & Co');
  });

  it('renders what exists when the name is missing, in the page language', async () => {
    await renderWithMessages(<AuthorBox author={{ name: '', company: 'Ledger & Co', image: 'https://img.test/a.jpg' }} authorName={null} />, 'hi');
    const box = screen.getByTestId('author-box');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('लेखक के बारे में');
    expect(box).toHaveTextContent('Ledger & Co में कार्यरत');
    expect(box.querySelector('img')).toHaveAttribute('src', 'https://img.test/a.jpg');
  });

  it('uses the plain author name when there is no author record, and no picture', async () => {
    await renderWithMessages(<AuthorBox author={null} authorName="Arjun" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Written by Arjun');
    expect(screen.getByTestId('author-box').querySelector('img')).toBeNull();
  });

  it('never shows a picture from a javascript: or data: address, and no box when nothing is known', async () => {
    const { container } = await renderWithMessages(<AuthorBox author={{ name: 'X', image: 'javascript:alert(1)' }} authorName={null} />);
    expect(container.querySelector('img')).toBeNull();
    const empty = await renderWithMessages(<AuthorBox author={{ name: ' ' }} authorName={null} />);
    expect(empty.container).toBeEmptyDOMElement();
  });
});
