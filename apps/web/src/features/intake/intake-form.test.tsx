import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { IntakeForm } from './intake-form';

afterEach(cleanup);

async function renderForm() {
  const router = createMemoryRouter([{ path: '/', Component: IntakeForm }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.findByLabelText('Client Notes & Financial Profile');
}

describe('IntakeForm', () => {
  it('keeps Analyze Client disabled while the notes are blank', async () => {
    const notes = await renderForm();
    const analyze = screen.getByRole('button', { name: 'Analyze Client' });
    expect(analyze).toHaveProperty('disabled', true);

    fireEvent.change(notes, { target: { value: '   \n ' } });
    expect(analyze).toHaveProperty('disabled', true);

    fireEvent.change(notes, { target: { value: 'Client, 58, $12 million estate' } });
    expect(analyze).toHaveProperty('disabled', false);
  });

  it('offers Add Documents and counts attached files', async () => {
    await renderForm();
    expect(screen.getByRole('button', { name: 'Add Documents' })).toBeTruthy();
    expect(screen.getByText('0 files attached')).toBeTruthy();
  });
});
