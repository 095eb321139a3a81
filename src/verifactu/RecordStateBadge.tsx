/** A record's state as a badge, with the AEAT's code and message when it answered with errors. */
import Badge from 'react-bootstrap/Badge';
import { aeatAnswerText, STATE_BADGE, STATE_LABEL } from './messages';
import { shownState, type VerifactuRecord } from './verifactuModel';

export function RecordStateBadge({ record, prefix = '' }: { record: Pick<VerifactuRecord, 'state' | 'correctedBy' | 'aeat'>; prefix?: string }) {
  const shown = shownState(record);
  const style = STATE_BADGE[shown];
  const answer = record.state === 'aceptado' ? '' : aeatAnswerText(record.aeat?.code, record.aeat?.message);
  return (
    <>
      <Badge bg={style.bg} text={style.text} data-testid="verifactu-state">
        {prefix}
        {STATE_LABEL[shown]}
      </Badge>
      {answer && (
        <span className="d-block small text-body-secondary" data-testid="verifactu-aeat-answer">
          {answer}
        </span>
      )}
    </>
  );
}
