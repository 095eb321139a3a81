/**
 * Labelled fields for the master-data forms: the Spanish error shows at the
 * field (is-invalid + invalid-feedback) and is tied to the input with
 * aria-describedby, like the help text.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

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

function HelpAndError({ id, error, help }: { id: string; error?: string; help?: ReactNode }) {
  return (
    <>
      {help && (
        <Form.Text id={`${id}-help`} className="d-block">
          {help}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </>
  );
}

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength' | 'spellCheck'>;

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
      <HelpAndError id={id} error={error} help={help} />
    </Form.Group>
  );
}

export function TextAreaField({ id, label, registration, error, help, className = 'mb-3', rows = 3 }: FieldProps & { rows?: number }) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        as="textarea"
        rows={rows}
        {...registration}
        isInvalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, help)}
      />
      <HelpAndError id={id} error={error} help={help} />
    </Form.Group>
  );
}

export function SelectField({ id, label, registration, error, help, className = 'mb-3', children }: FieldProps & { children: ReactNode }) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select {...registration} isInvalid={!!error} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, help)}>
        {children}
      </Form.Select>
      <HelpAndError id={id} error={error} help={help} />
    </Form.Group>
  );
}

export function CheckField({ id, label, registration, help, className = 'mb-3' }: Omit<FieldProps, 'error'>) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Check type="checkbox" label={label} {...registration} aria-describedby={help ? `${id}-help` : undefined} />
      {help && (
        <Form.Text id={`${id}-help`} className="d-block">
          {help}
        </Form.Text>
      )}
    </Form.Group>
  );
}

/** A read-only value with its label, for figures other areas maintain. */
export function ReadOnlyField({ id, label, value }: { id: string; label: ReactNode; value: ReactNode }) {
  return (
    <div className="mb-3">
      <div className="form-label" id={`${id}-label`}>
        {label}
      </div>
      {/* A group may be named by its label (aria-labelledby is not allowed on a plain div). */}
      <div className="form-control-plaintext py-0" role="group" aria-labelledby={`${id}-label`} data-testid={id}>
        {value}
      </div>
    </div>
  );
}
