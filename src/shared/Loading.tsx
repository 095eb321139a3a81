import Spinner from 'react-bootstrap/Spinner';

export function Loading({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div className="d-flex align-items-center gap-2 p-4" role="status" aria-live="polite">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
