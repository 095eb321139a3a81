/**
 * A labelled field of the invoice forms: its control (given by `children`, which gets the invalid
 * state and aria-describedby), an optional help text and the Spanish error beside it.
 */
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

export interface FieldControlProps {
  isInvalid: boolean;
  'aria-describedby': string;
}

interface Props {
  id: string;
  label: ReactNode;
  error: string | undefined;
  help?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function FieldGroup({ id, label, error, help, className, children }: Props) {
  const describedBy = help ? `${id}-help ${id}-error` : `${id}-error`;
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label>{label}</Form.Label>
      {children({ isInvalid: !!error, 'aria-describedby': describedBy })}
      {help && <Form.Text id={`${id}-help`}>{help}</Form.Text>}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
