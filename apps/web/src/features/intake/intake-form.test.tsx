import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntakeForm } from './intake-form';

afterEach(cleanup);

describe('IntakeForm', () => {
  it('keeps Analyze Client disabled while the notes are blank', () => {
    const onSubmit = vi.fn();
    render(<IntakeForm onSubmit={onSubmit} />);
    const notes = screen.getByLabelText('Client Notes & Financial Profile');
    const analyze = screen.getByRole('button', { name: 'Analyze Client' });
    expect(analyze).toHaveProperty('disabled', true);

    fireEvent.change(notes, { target: { value: '   \n ' } });
    expect(analyze).toHaveProperty('disabled', true);

    fireEvent.change(notes, { target: { value: 'Client, 58, $12 million estate' } });
    expect(analyze).toHaveProperty('disabled', false);
  });

  it('submits the notes with no files', () => {
    const onSubmit = vi.fn();
    render(<IntakeForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Client Notes & Financial Profile'), {
      target: { value: 'Retired surgeon' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Client' }));
    expect(onSubmit).toHaveBeenCalledWith({ notes: 'Retired surgeon', files: [] });
  });

  it('offers Add Documents and counts attached files', () => {
    render(<IntakeForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Add Documents' })).toBeTruthy();
    expect(screen.getByText('0 files attached')).toBeTruthy();
  });
});
