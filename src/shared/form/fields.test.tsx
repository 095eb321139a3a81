/** The one field library: length limits (a live count and an error as typed, nothing cut silently) and the sign-in forms' fields. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { SelectField, SwitchField, TextAreaField, TextField } from './fields';

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

function SignInForm({ error }: { error?: string }) {
  const { register } = useForm({ defaultValues: { password: '', role: 'user', active: true } });
  return (
    <form>
      <TextField
        id="pw"
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        autoFocus
        help="Al menos 8 caracteres."
        registration={register('password')}
        error={error}
      />
      <SelectField id="role" label="Función" registration={register('role')} disabled>
        <option value="user">Usuario</option>
      </SelectField>
      <SwitchField id="active" label="Activo" registration={register('active')} error={error} />
    </form>
  );
}

describe('fields of the sign-in and account forms', () => {
  it('keeps the input type, autocomplete and focus, and ties help and error to the input', () => {
    render(<SignInForm error="La contraseña no es correcta." />);
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-describedby', 'pw-help pw-error');
    expect(password).toHaveAccessibleDescription('Al menos 8 caracteres. La contraseña no es correcta.');
    expect(screen.queryByTestId('pw-count')).toBeNull();
    expect(screen.getByLabelText('Función')).toBeDisabled();
    expect(screen.getByLabelText('Activo')).toHaveAccessibleDescription('La contraseña no es correcta.');
  });

  it('says nothing and marks nothing without an error', () => {
    render(<SignInForm />);
    const password = screen.getByLabelText('Contraseña');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAttribute('aria-describedby', 'pw-help');
    expect(screen.getByLabelText('Activo')).not.toHaveAttribute('aria-describedby');
  });
});
