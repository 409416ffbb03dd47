import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { IntakeForm } from './intake-form';

afterEach(cleanup);

async function renderForm() {
  const router = createMemoryRouter([{ path: '/', Component: IntakeForm }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return screen.findByLabelText('Client Notes & Financial Profile');
}

function addFiles(files: File[]) {
  fireEvent.change(screen.getByTestId('document-input'), { target: { files } });
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

  it('refuses a submit that gets through with blank notes', async () => {
    const notes = await renderForm();
    expect(notes.getAttribute('placeholder')).toMatch(
      /No personal identifying information is needed/,
    );
    fireEvent.submit(notes.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Notes required')).toBeTruthy();
    expect(screen.getByText('Please enter client notes before submitting')).toBeTruthy();
  });

  it('adds, counts and removes documents, and refuses one over the limit by name', async () => {
    await renderForm();
    expect(screen.getByText('0 files attached')).toBeTruthy();
    expect(screen.getByTestId('document-input').getAttribute('accept')).toBe(
      '.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png,.gif,.bmp,.webp,.svg',
    );
    addFiles([
      new File(['a'], 'a.txt', { type: 'text/plain' }),
      new File(['b'], 'b.pdf', { type: 'application/pdf' }),
    ]);
    expect(screen.getByText('2 files attached')).toBeTruthy();
    expect(await screen.findByText('2 file(s) added successfully')).toBeTruthy();

    const huge = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });
    addFiles([huge]);
    expect(await screen.findByText(/"huge\.pdf" is larger than the 20 MB limit/)).toBeTruthy();
    expect(screen.getByText('2 files attached')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove a.txt' }));
    expect(screen.getByText('1 file attached')).toBeTruthy();
    expect(screen.queryByText('a.txt')).toBeNull();
  });
});
