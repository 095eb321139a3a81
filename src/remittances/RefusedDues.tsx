/** The dues createRemittance left out, each with its reason. */
import Alert from 'react-bootstrap/Alert';
import type { RemittanceDueRefusal } from '../domain/payments/remittance';
import { DUE_REFUSAL_TEXT, REMITTANCE_TEXT as T } from './messages';

export function RefusedDues({ refused }: { refused: readonly { dueId: string; code: RemittanceDueRefusal }[] }) {
  return (
    <Alert variant="warning">
      <strong>{T.refusedTitle}</strong>
      <ul className="mb-0">
        {refused.map((r) => (
          <li key={r.dueId}>
            <code>{r.dueId}</code>: {Object.hasOwn(DUE_REFUSAL_TEXT, r.code) ? DUE_REFUSAL_TEXT[r.code] : r.code}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
