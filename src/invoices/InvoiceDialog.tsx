/**
 * The frame of the invoice screens' dialogs: a title, the body, "Cancelar" and the dialog's own
 * button. With `onSubmit` the dialog is a form (its fields validated by react-hook-form) and the
 * button submits it.
 */
import type { FormEvent, ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { COMMON_TEXT } from './messages';

interface Props {
  show: boolean;
  titleId: string;
  title: ReactNode;
  onCancel: () => void;
  cancelVariant?: ButtonProps['variant'];
  action: { label: ReactNode; variant: ButtonProps['variant']; onClick?: () => void; testId?: string };
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function InvoiceDialog({ show, titleId, title, onCancel, cancelVariant = 'outline-secondary', action, onSubmit, children }: Props) {
  const content = (
    <>
      <Modal.Header closeButton closeLabel={COMMON_TEXT.close}>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant={cancelVariant} onClick={onCancel}>
          {COMMON_TEXT.cancel}
        </Button>
        <Button variant={action.variant} type={onSubmit ? 'submit' : 'button'} onClick={action.onClick} data-testid={action.testId}>
          {action.label}
        </Button>
      </Modal.Footer>
    </>
  );
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby={titleId}>
      {onSubmit ? (
        <Form noValidate onSubmit={onSubmit}>
          {content}
        </Form>
      ) : (
        content
      )}
    </Modal>
  );
}
