/** The company's name and data (docs/reference.md "Company data"), validated field by field with corporationSchema. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ComponentProps } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { dataErrorMessage } from '../shared/feedback/dataErrors';
import { SelectField, SwitchField, TextField } from '../shared/form/fields';
import { useSignedInSession } from '../auth/session';
import { formatIban } from '../domain/iban';
import { VAT_RATES } from '../domain/tax';
import { corporationRepository, emptyCorporationData, type Corporation } from './corporationRepository';
import { corporationSchema, type CorporationInput, type CorporationValues } from './corporationSchema';
import { CORP_TEXT } from './messages';

const F = CORP_TEXT.fields;
const H = CORP_TEXT.help;
const T = CORP_TEXT.detail;
type TextDataField = Exclude<keyof CorporationInput['data'], 'defaultVatRate' | 'allowNegativeStock' | 'retailActivity' | 'mercantileRegistry'>;
type RegistryField = keyof NonNullable<CorporationInput['data']['mercantileRegistry']>;

function defaults(corp: Corporation | null): CorporationInput {
  const data = corp?.data ?? emptyCorporationData;
  return { name: corp?.name ?? '', data: { ...data, iban: formatIban(data.iban) } };
}

export function CorporationForm({ corp, onSaved }: { corp: Corporation | null; onSaved: (id: string, isNew: boolean) => void | Promise<void> }) {
  const { authUser } = useSignedInSession();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CorporationInput, unknown, CorporationValues>({
    resolver: zodResolver(corporationSchema),
    defaultValues: defaults(corp),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const e = errors.data;

  const onSubmit = async (values: CorporationValues) => {
    setFailure(null);
    try {
      const id = await corporationRepository.save(corp?.id ?? '', values, authUser.uid);
      await onSaved(id, !corp);
    } catch (error) {
      setFailure(dataErrorMessage(error));
    }
  };

  const text = (field: TextDataField, props: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField id={`corp-${field}`} label={F[field]} registration={register(`data.${field}`)} error={e?.[field]?.message} {...props} />
  );

  const registry = (field: RegistryField, props: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField
      id={`corp-registry-${field}`}
      label={F[field]}
      registration={register(`data.mercantileRegistry.${field}`)}
      error={e?.mercantileRegistry?.[field]?.message}
      {...props}
    />
  );

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      {failure && (
        <Alert variant="danger" data-testid="corp-save-error">
          {failure}
        </Alert>
      )}
      <h2 className="h5 mt-2">{T.sections.identity}</h2>
      <Row>
        <Col md={6}>
          <TextField id="corp-name" label={F.name} autoComplete="organization" registration={register('name')} error={errors.name?.message} />
        </Col>
        <Col md={6}>{text('legalName')}</Col>
        <Col md={6}>{text('nif', { help: H.nif, spellCheck: false })}</Col>
      </Row>
      <h2 className="h5 mt-2">{T.sections.registry}</h2>
      <Row>
        <Col md={12}>{registry('registry', { help: H.registry })}</Col>
        <Col xs={6} sm={3}>
          {registry('tomo')}
        </Col>
        <Col xs={6} sm={3}>
          {registry('folio')}
        </Col>
        <Col xs={6} sm={3}>
          {registry('hoja')}
        </Col>
        <Col xs={6} sm={3}>
          {registry('inscripcion')}
        </Col>
      </Row>
      <h2 className="h5 mt-2">{T.sections.address}</h2>
      <Row>
        <Col md={12}>{text('address', { autoComplete: 'street-address' })}</Col>
        <Col sm={4}>{text('postalCode', { autoComplete: 'postal-code', inputMode: 'numeric' })}</Col>
        <Col sm={8}>{text('city', { autoComplete: 'address-level2' })}</Col>
        <Col sm={6}>{text('province', { autoComplete: 'address-level1' })}</Col>
        <Col sm={6}>{text('country', { autoComplete: 'country-name' })}</Col>
      </Row>
      <h2 className="h5 mt-2">{T.sections.contact}</h2>
      <Row>
        <Col md={6}>{text('phone', { type: 'tel', autoComplete: 'tel', help: H.optional })}</Col>
        <Col md={6}>{text('email', { type: 'email', autoComplete: 'email', help: H.optional })}</Col>
        <Col md={8}>{text('iban', { help: H.iban, spellCheck: false })}</Col>
        <Col md={4}>{text('bic', { help: H.bic, spellCheck: false })}</Col>
        <Col md={12}>{text('sepaCreditorId', { help: H.sepaCreditorId, spellCheck: false })}</Col>
      </Row>
      <h2 className="h5 mt-2">{T.sections.invoicing}</h2>
      <Row>
        <Col sm={6}>{text('salesSeries', { help: H.series, spellCheck: false })}</Col>
        <Col sm={6}>{text('rectificationSeries', { spellCheck: false })}</Col>
        <Col sm={6}>{text('simplifiedSeries', { help: H.simplifiedSeries, spellCheck: false })}</Col>
        <Col sm={6}>
          <SelectField
            id="corp-defaultVatRate"
            label={F.defaultVatRate}
            registration={register('data.defaultVatRate', { valueAsNumber: true })}
            error={e?.defaultVatRate?.message}
          >
            {VAT_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate} %
              </option>
            ))}
          </SelectField>
        </Col>
        <Col sm={12}>
          <SwitchField
            id="corp-allowNegativeStock"
            label={F.allowNegativeStock}
            help={H.allowNegativeStock}
            registration={register('data.allowNegativeStock')}
          />
        </Col>
        <Col sm={12}>
          <SwitchField
            id="corp-retailActivity"
            label={F.retailActivity}
            help={H.retailActivity}
            registration={register('data.retailActivity')}
            error={e?.retailActivity?.message}
          />
        </Col>
      </Row>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? T.submitting : corp ? T.submit : T.submitNew}
      </Button>
    </Form>
  );
}
