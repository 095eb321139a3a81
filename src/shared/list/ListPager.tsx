/** "Anterior / Siguiente" with the position and the total: cursor paging, no page numbers to jump to. */
import Button from 'react-bootstrap/Button';
import type { PagedList } from './usePagedList';

const count = new Intl.NumberFormat('es-ES');

export function ListPager<T>({ list, pageSize = 25, noun = 'registros' }: { list: PagedList<T>; pageSize?: number; noun?: string }) {
  const from = list.rows.length === 0 ? 0 : list.pageIndex * pageSize + 1;
  const to = list.pageIndex * pageSize + list.rows.length;
  return (
    <nav className="d-flex flex-wrap align-items-center gap-2 justify-content-between" aria-label="Paginación">
      <span className="text-body-secondary small" aria-live="polite" data-testid="list-range">
        {list.total === null
          ? `${count.format(from)}–${count.format(to)}`
          : `${count.format(from)}–${count.format(to)} de ${count.format(list.total)} ${noun}`}
      </span>
      <span className="d-flex gap-2">
        <Button variant="outline-secondary" size="sm" onClick={list.prev} disabled={!list.hasPrev}>
          ‹ Anterior
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={list.next} disabled={!list.hasNext}>
          Siguiente ›
        </Button>
      </span>
    </nav>
  );
}
