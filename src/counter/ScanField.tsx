/**
 * The code field, focused on load: Enter looks up what was typed or scanned and clears the field
 * at once, so a scanner can send the next code while the first is looked up (scans are handled in
 * order). A code that cannot be sold comes back into the field, selected, with the reason below;
 * Enter on the empty field goes on to the payment.
 */
import { forwardRef, useRef, useState, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { COUNTER_TEXT as T } from './messages';

interface ScanFieldProps {
  onScan: (text: string) => Promise<string | null>;
  onEmptyEnter: () => void;
  disabled: boolean;
}

export const ScanField = forwardRef<HTMLInputElement, ScanFieldProps>(function ScanField({ onScan, onEmptyEnter, disabled }, ref) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const scanned = text.trim();
    if (!scanned) {
      onEmptyEnter();
      return;
    }
    setText('');
    setMessage(null);
    const input = e.currentTarget;
    queue.current = queue.current.then(async () => {
      const refusal = await onScan(scanned);
      if (!refusal) return;
      setMessage(refusal);
      if (input.value === '') {
        setText(scanned);
        requestAnimationFrame(() => input.select());
      }
    });
  };

  const error = message ? 'counter-scan-error' : undefined;
  return (
    <Form.Group controlId="counter-scan">
      <Form.Label className="fw-semibold">{T.scan}</Form.Label>
      <Form.Control
        ref={ref}
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
