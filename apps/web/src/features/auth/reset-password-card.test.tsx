import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { INVALID_LINK_MESSAGE, ResetPasswordCard } from './reset-password-card';

afterEach(cleanup);

function renderCard(token: string | null, linkError: string | null) {
  const router = createMemoryRouter([
    { path: '/', element: <ResetPasswordCard token={token} linkError={linkError} /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ResetPasswordCard', () => {
  it('offers the new-password form for a link with a token', async () => {
    renderCard('abc', null);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByLabelText('New password')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['a link the server refused', 'abc', 'INVALID_TOKEN'],
    ['a link without a token', null, null],
  ])('shows the red alert and no form for %s', async (_case, token, linkError) => {
    renderCard(token, linkError);
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_LINK_MESSAGE);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/auth',
    );
  });
});
