/**
 * The frame of a master-data record's screen (vendors, clients, products) around its fields: the
 * heading with the way back and the «Inactivo» badge, the notice, the action buttons and the
 * confirmation before deleting. Texts come from the area (MasterDataText).
 */
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { AppLink } from '../AppLink';
import type { Notice } from '../feedback/flash';
import { NoticeAlert } from '../feedback/NoticeAlert';
import type { MasterDataText } from './useMasterDataForm';

export function RecordHeading({
  titleId,
  title,
  back,
  inactiveBadge,
  children,
}: {
  titleId: string;
  title: string;
  back: { to: string; text: string };
  /** The badge's text while the record is inactive, else null. */
  inactiveBadge: string | null;
  /** The record's other badges (a product's «Servicio»). */
  children?: ReactNode;
}) {
  return (
    <>
      <p className="mb-2">
        <AppLink to={back.to}>← {back.text}</AppLink>
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id={titleId} className="h3 mb-0 text-break">
          {title}
        </h1>
        {inactiveBadge && (
          <Badge bg="secondary" data-testid="inactive-badge">
            {inactiveBadge}
          </Badge>
        )}
        {children}
      </div>
    </>
  );
}

/** The form's notice and, while the record is inactive (`inactiveNotice`), a reminder unless a success is shown. */
export function RecordNotice({ notice, inactiveNotice }: { notice: Notice | null; inactiveNotice: string | null }) {
  return (
    <>
      <NoticeAlert notice={notice} testId="form-notice" />
      {inactiveNotice && notice?.variant !== 'success' && <p className="text-body-secondary">{inactiveNotice}</p>}
    </>
  );
}

/** Guardar, and for a stored record (`active` not null) Desactivar/Reactivar and Eliminar. */
export function RecordActions({
  text,
  saving,
  busy,
  active,
  onToggleActive,
  onDelete,
}: {
  text: MasterDataText;
  saving: boolean;
  busy: boolean;
  /** Whether the stored record is active; null for a new one. */
  active: boolean | null;
  onToggleActive: () => void;
  onDelete: () => void;
}) {
  const disabled = saving || busy;
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button type="submit" disabled={disabled}>
        {saving ? text.saving : text.save}
      </Button>
      {active !== null && (
        <>
          <Button variant="outline-secondary" onClick={onToggleActive} disabled={disabled}>
            {active ? text.deactivate : text.reactivate}
          </Button>
          <Button variant="outline-danger" className="ms-auto" onClick={onDelete} disabled={disabled}>
            {text.delete}
          </Button>
        </>
      )}
    </div>
  );
}

export function DeleteConfirm({
  show,
  titleId,
  title,
  body,
  text,
  busy,
  onCancel,
  onConfirm,
}: {
  show: boolean;
  titleId: string;
  title: string;
  body: string;
  text: MasterDataText;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {text.deleteConfirm}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** A record's screen without its form (not found, not loaded, not for this role): a heading, why, and the way back. */
export function RecordMessage({
  titleId,
  title,
  variant,
  testId,
  back,
  children,
}: {
  titleId: string;
  title: string;
  variant: 'danger' | 'warning' | 'info';
  testId?: string;
  back: { to: string; text: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="h3">
        {title}
      </h1>
      <Alert variant={variant} data-testid={testId}>
        {children}
      </Alert>
      <AppLink to={back.to}>{back.text}</AppLink>
    </section>
  );
}
