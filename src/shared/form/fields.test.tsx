/** The one rule for length limits: a live count and an error as typed, nothing cut silently. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextAreaField, TextField } from './fields';

function Form({ name = '', notes = '' }: { name?: string; notes?: string }) {
  const { register } = useForm({ defaultValues: { name, notes } });
  return (
    <form>
      <TextField id="name" label="Razón social" registration={register('name')} maxChars={200} />
      <TextAreaField id="notes" label="Notas" registration={register('notes')} maxChars={10} />
    </form>
  );
}

describe('fields with a length limit', () => {
  it('keeps a pasted text longer than the limit whole and says so at the field as it is typed', async () => {
    render(<Form />);
    const name = screen.getByLabelText('Razón social');
    expect(name).not.toHaveAttribute('maxlength');
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(250));
    expect(name).toHaveValue('x'.repeat(250));
    expect(screen.getByTestId('name-count')).toHaveTextContent('250/200');
    expect(name).toHaveAccessibleDescription(/250\/200.*Admite como máximo 200 caracteres: sobran 50\./);
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts the stored value from the start and clears the error once the text fits', async () => {
    render(<Form notes="123456789" />);
    const notes = screen.getByLabelText('Notas');
    expect(screen.getByTestId('notes-count')).toHaveTextContent('9/10');
    await userEvent.type(notes, '01');
    expect(screen.getByTestId('notes-count')).toHaveTextContent('11/10');
    expect(notes).toHaveAccessibleDescription(/sobra 1\./);
    await userEvent.type(notes, '{Backspace}');
    expect(screen.getByTestId('notes-count')).toHaveTextContent('10/10');
    expect(notes).not.toHaveAttribute('aria-invalid');
  });
});
