/**
 * The code field, focused on load: Enter looks up what was typed or scanned and clears the field
 * at once, so a scanner can send the next code while the first is looked up (scans are handled in
 * order). A code that cannot be sold comes back into the field, selected, with the reason below;
 * Enter on the empty field goes on to the payment. `firstScan`: a code scanned on the previous
 * sale's done panel, handled as if scanned here once the field is shown.
 */
import { forwardRef, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { COUNTER_TEXT as T } from './messages';

interface ScanFieldProps {
  onScan: (text: string) => Promise<string | null>;
  onEmptyEnter: () => void;
  disabled: boolean;
  firstScan?: string | null;
}

export const ScanField = forwardRef<HTMLInputElement, ScanFieldProps>(function ScanField({ onScan, onEmptyEnter, disabled, firstScan }, ref) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const inputRef = useRef<HTMLInputElement | null>(null);

  /** Scans are looked up in order; a refused one comes back into the field if nothing was typed since. */
  const submit = (scanned: string) => {
    setText('');
    setMessage(null);
    queue.current = queue.current.then(async () => {
      const refusal = await onScan(scanned);
      if (!refusal) return;
      setMessage(refusal);
      const input = inputRef.current;
      if (input && input.value === '') {
        setText(scanned);
        requestAnimationFrame(() => input.select());
      }
    });
  };

  const first = useRef(firstScan);
  useEffect(() => {
    // Once, on mount: the scan that started this sale from the done panel.
    if (first.current) submit(first.current);
    first.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const scanned = text.trim();
    if (!scanned) {
      onEmptyEnter();
      return;
    }
    submit(scanned);
  };

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const error = message ? 'counter-scan-error' : undefined;
  return (
    <Form.Group controlId="counter-scan">
      <Form.Label className="fw-semibold">{T.scan}</Form.Label>
      <Form.Control
        ref={setRefs}
        size="lg"
        autoFocus
        autoComplete="off"
        value={text}
        disabled={disabled}
        isInvalid={!!message}
        aria-invalid={message ? true : undefined}
        aria-describedby={['counter-scan-help', error].filter(Boolean).join(' ')}
        onChange={(e) => {
          setText(e.target.value);
          if (message) setMessage(null);
        }}
        onKeyDown={onKeyDown}
      />
      {message && (
        <Form.Control.Feedback type="invalid" id="counter-scan-error" role="alert" data-testid="counter-scan-error">
          {message}
        </Form.Control.Feedback>
      )}
      <Form.Text id="counter-scan-help">{T.scanHelp}</Form.Text>
    </Form.Group>
  );
});
