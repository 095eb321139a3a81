/** Search box, active filter and sortable column headers for the master-data lists. */
import { useEffect, useState, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { ActiveFilter, SortDir } from './listParams';

const SEARCH_DELAY_MS = 300;

/** A search field that reports its text once the user pauses typing (and at once on Enter). */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps -- only typing restarts the delay; a new onSearch or value from the parent must not
  return (
    <Form.Group controlId={id} className="flex-grow-1" style={{ minWidth: '12rem' }}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control
        type="search"
        placeholder={placeholder}
        value={text}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onSearch(text);
          }
        }}
      />
    </Form.Group>
  );
}

const FILTER_LABELS: Record<ActiveFilter, string> = { active: 'Activos', inactive: 'Inactivos', all: 'Todos' };

export function ActiveFilterSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: ActiveFilter;
  onChange: (v: ActiveFilter) => void;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value as ActiveFilter)}>
        {(Object.keys(FILTER_LABELS) as ActiveFilter[]).map((k) => (
          <option key={k} value={k}>
            {FILTER_LABELS[k]}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** A column header that sorts by its column; a second press reverses the order. */
export function SortableHeader<S extends string>({
  column,
  sort,
  dir,
  onSort,
  children,
  className,
}: {
  column: S;
  sort: S;
  dir: SortDir;
  onSort: (column: S, dir: SortDir) => void;
  children: ReactNode;
  className?: string;
}) {
  const active = column === sort;
  return (
    <th scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'} className={className}>
      <button
        type="button"
        className="btn btn-link p-0 fw-semibold text-reset text-decoration-none"
        onClick={() => onSort(column, active && dir === 'asc' ? 'desc' : 'asc')}
      >
        {children}
        <span aria-hidden="true" className="ms-1">
          {active ? (dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
