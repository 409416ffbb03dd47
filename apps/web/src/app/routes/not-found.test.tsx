import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundRoute } from './not-found';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('NotFoundRoute', () => {
  it('shows the 404 text and logs the missing path', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', Component: NotFoundRoute }], {
      initialEntries: ['/no/such/page'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('non-existent route'),
      '/no/such/page',
    );
  });
});
