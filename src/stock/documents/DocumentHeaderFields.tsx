/** The header of an entrada or salida: date, vendor or client (searched as you type), reference and notes. */
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '../../shared/form/fields';
import { lookupRepository, type PartyOption } from '../lookupRepository';
import { DOCUMENT_FIELDS, KIND_LABEL } from '../messages';
import type { DocKind } from '../../domain/stock/stockTypes';
import { DOCUMENT_LIMITS, type DocumentValues } from './documentForm';
import { SearchPicker } from './SearchPicker';

export function DocumentHeaderFields({
  kind,
  corpId,
  form,
  errors,
  editable,
  partyLabel = KIND_LABEL[kind].party,
  referenceLabel = DOCUMENT_FIELDS.reference,
}: {
  kind: DocKind;
  corpId: string;
  form: UseFormReturn<DocumentValues>;
  errors: FieldErrors<DocumentValues>;
  editable: boolean;
  /** A return's party: a client on an entrada, a vendor on a salida. */
  partyLabel?: string;
  /** A quote's reference is the client's (src/quotes). */
  referenceLabel?: string;
}) {
  const { register, control, setValue, getValues, formState } = form;
  const partyName = useWatch({ control, name: 'partyName' });

  const pickParty = (party: PartyOption) => {
    setValue('partyId', party.id, { shouldValidate: formState.isSubmitted, shouldDirty: true });
    setValue('partyName', party.name);
    setValue('partyNif', party.nif);
  };

  return (
    <Row className="g-3 mb-3">
      <Col xs={12} sm={4} md={3}>
        <Form.Group controlId="doc-date">
          <Form.Label>{DOCUMENT_FIELDS.date}</Form.Label>
          <Form.Control type="date" isInvalid={!!errors.date} aria-describedby="doc-date-error" {...register('date')} />
          <Form.Control.Feedback type="invalid" id="doc-date-error">
            {errors.date?.message}
          </Form.Control.Feedback>
        </Form.Group>
      </Col>
      <Col xs={12} sm={8} md={5}>
        {editable ? (
          <SearchPicker<PartyOption>
            label={partyLabel}
            placeholder={DOCUMENT_FIELDS.partyPlaceholder}
            search={(text) => lookupRepository.searchParties(corpId, kind, text)}
            optionKey={(p) => p.id}
            renderOption={(p) => (p.nif ? `${p.name} · ${p.nif}` : p.name)}
            onPick={pickParty}
            isInvalid={!!errors.partyId}
            errorId="doc-party-error"
            testId="party-picker"
            emptyText={DOCUMENT_FIELDS.noParty[kind]}
          />
        ) : (
          <Form.Label>{partyLabel}</Form.Label>
        )}
        <div className="form-text" data-testid="party-chosen">
          {partyName ? `${partyName}${getValues('partyNif') ? ` · ${getValues('partyNif')}` : ''}` : DOCUMENT_FIELDS.partyNotChosen}
        </div>
        <div className="invalid-feedback d-block" id="doc-party-error">
          {errors.partyId?.message}
        </div>
      </Col>
      <Col xs={12} md={4}>
        <TextField
          id="doc-reference"
          label={referenceLabel}
          registration={register('reference')}
          error={errors.reference?.message}
          maxChars={DOCUMENT_LIMITS.reference}
          className=""
        />
      </Col>
      <Col xs={12}>
        <TextAreaField
          id="doc-notes"
          label={DOCUMENT_FIELDS.notes}
          rows={2}
          registration={register('notes')}
          error={errors.notes?.message}
          maxChars={DOCUMENT_LIMITS.notes}
          className=""
        />
      </Col>
    </Row>
  );
}
