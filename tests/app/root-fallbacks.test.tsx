import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import Forbidden from '@/app/forbidden';
import NotFound from '@/app/not-found';
import Unauthorized from '@/app/unauthorized';

/**
 * The root segment's 404/403/401: no request reaches them through the server (the request guard
 * answers unknown paths, the proxy sends every other path to a locale), so they are a last resort
 * if the locale layout itself cannot render. Each still says what happened, with its status, in a
 * main landmark (English only: no locale is known at that depth).
 */
describe('root fallbacks', () => {
  it.each([
    ['not-found', NotFound, '404', 'This page could not be found.'],
    ['forbidden', Forbidden, '403', 'This page could not be accessed.'],
    ['unauthorized', Unauthorized, '401', 'You are not authorized to access this page.'],
  ])('%s shows its status and what it means', (_, Page, status, message) => {
    render(<Page />);
    const main = screen.getByRole('main');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(status);
    expect(main).toHaveTextContent(`${status}${message}`);
  });
});
