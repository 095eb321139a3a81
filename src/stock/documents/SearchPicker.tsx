/**
 * A keyboard-first search box with a list of matches (combobox pattern):
 * type, ↑/↓ to move, Enter to pick (the first match by default), Esc to close.
 * Used for the product of a new line and for the vendor or client.
 */
import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';

export interface SearchPickerProps<T> {
  label: string;
  placeholder?: string;
  search: (text: string) => Promise<T[]>;
  optionKey: (option: T) => string;
  renderOption: (option: T) => string;
  onPick: (option: T) => void;
  disabled?: boolean;
  isInvalid?: boolean;
  errorId?: string;
  testId?: string;
  /** Text shown when there are no matches. */
  emptyText?: string;
}

const DEBOUNCE_MS = 200;
const LIST_STYLE = { zIndex: 1050, maxHeight: '18rem', overflowY: 'auto' } as const;

function SearchPickerInner<T>(props: SearchPickerProps<T>, ref: React.ForwardedRef<HTMLInputElement>) {
  const { label, placeholder, search, optionKey, renderOption, onPick, disabled, isInvalid, errorId, testId, emptyText } = props;
  const id = useId();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<T[]>([]);
  const [searchedFor, setSearchedFor] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const request = useRef(0);
  const pending = useRef<Promise<T[]> | null>(null);

  useEffect(() => {
    const query = text.trim();
    if (!query) {
      setOptions([]);
      setSearchedFor('');
      return undefined;
    }
    const mine = ++request.current;
    const timer = setTimeout(() => {
      const p = search(query);
      pending.current = p;
      p.then(
        (found) => {
          if (mine !== request.current) return;
          setOptions(found);
          setSearchedFor(query);
          setActive(0);
          setOpen(true);
        },
        () => mine === request.current && setOptions([]),
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps -- only typing starts a search

  const pick = (option: T) => {
    request.current++;
    setText('');
    setOptions([]);
    setSearchedFor('');
    setOpen(false);
    onPick(option);
  };

  const onKeyDown = async (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (options.length === 0) return;
      setOpen(true);
      setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (e.key === 'Escape') {
      setOpen(false);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const query = text.trim();
      if (!query) return;
      // Enter right after typing: wait for this text's results instead of picking stale ones.
      let current = options;
      if (searchedFor !== query) {
        const mine = ++request.current;
        current = await search(query);
        if (mine !== request.current) return;
      }
      const chosen = current[searchedFor === query ? active : 0];
      if (chosen) pick(chosen);
      else {
        setOptions([]);
        setSearchedFor(query);
        setOpen(true);
      }
    }
  };

  const listId = `${id}-list`;
  const showList = open && searchedFor !== '' && text.trim() !== '';
  return (
    <div className="position-relative" data-testid={testId}>
      <Form.Label htmlFor={`${id}-input`}>{label}</Form.Label>
      <Form.Control
        ref={ref}
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList && options[active] ? `${id}-opt-${active}` : undefined}
        aria-describedby={errorId}
        placeholder={placeholder}
        value={text}
        disabled={disabled}
        isInvalid={isInvalid}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => options.length > 0 && setOpen(true)}
      />
      {showList && (
        <ul id={listId} role="listbox" aria-label={label} className="list-group position-absolute w-100 shadow-sm" style={LIST_STYLE}>
          {options.length === 0 && (
            <li role="option" aria-selected={false} aria-disabled="true" className="list-group-item text-body-secondary">
              {emptyText ?? 'Sin resultados.'}
            </li>
          )}
          {options.map((option, i) => (
            <li
              key={optionKey(option)}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={`list-group-item list-group-item-action${i === active ? ' active' : ''}`}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(option);
              }}
            >
              {renderOption(option)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const SearchPicker = forwardRef(SearchPickerInner) as <T>(
  props: SearchPickerProps<T> & { ref?: React.Ref<HTMLInputElement> },
) => ReturnType<typeof SearchPickerInner>;
