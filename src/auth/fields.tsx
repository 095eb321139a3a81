/**
 * Labelled form fields for the account-side forms (auth, users, companies):
 * the error shows at the field (is-invalid + invalid-feedback) and is tied to
 * the input with aria-describedby, like the help text.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Forms keep a comfortable line length on wide screens. */
export const FORM_WIDTH = '40rem';

interface FieldProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  help?: ReactNode;
  className?: string;
}

function describedBy(id: string, error?: string, help?: ReactNode): string | undefined {
  const ids = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'autoFocus' | 'inputMode' | 'disabled' | 'readOnly' | 'placeholder' | 'spellCheck'
>;

export function TextField({ id, label, registration, error, help, className = 'mb-3', ...input }: FieldProps & InputProps) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="text"
        {...input}
        {...registration}
        isInvalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, help)}
      />
      {help && (
        <Form.Text id={`${id}-help`} className="d-block">
          {help}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

export function SelectField({
  id,
  label,
  registration,
  error,
  help,
  className = 'mb-3',
  disabled,
  children,
}: FieldProps & { disabled?: boolean; children: ReactNode }) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        {...registration}
        disabled={disabled}
        isInvalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, help)}
      >
        {children}
      </Form.Select>
      {help && (
        <Form.Text id={`${id}-help`} className="d-block">
          {help}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

export function SwitchField({ id, label, registration, error, help, className = 'mb-3', disabled }: FieldProps & { disabled?: boolean }) {
  return (
    <Form.Group className={className}>
      <Form.Check
        type="switch"
        id={id}
        label={label}
        disabled={disabled}
        {...registration}
        isInvalid={!!error}
        aria-describedby={describedBy(id, error, help)}
      />
      {help && (
        <Form.Text id={`${id}-help`} className="d-block">
          {help}
        </Form.Text>
      )}
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      )}
    </Form.Group>
  );
}
