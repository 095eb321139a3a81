/** #/categories/details?categoryId= (no id = new): the product form; read-only for staff. */
import { zodResolver } from '@hookform/resolvers/zod';
import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useSearchParams } from 'react-router-dom';
import { useCompanyActor } from '../auth/session';
import { formatEuros, formatPercent, formatQuantity, roleAtLeast, VAT_RATES } from '../domain';
import { AppLink } from '../shared/AppLink';
import { isPermissionDenied } from '../shared/feedback/dataErrors';
import { CheckField, ReadOnlyField, SelectField, TextAreaField, TextField } from '../shared/form/fields';
import { DeleteConfirm, RecordActions, RecordHeading, RecordMessage, RecordNotice } from '../shared/form/MasterDataParts';
import { useLoadedRecord, useMasterDataForm } from '../shared/form/useMasterDataForm';
import { Loading } from '../shared/Loading';
import { PRODUCT_ERRORS, PRODUCT_HELP, PRODUCT_LABELS, PRODUCT_TEXT, UNIT_LABELS } from './messages';
import {
  blankProductDraft,
  codeKeyOf,
  derivedPriceText,
  productDraftOf,
  productInputSchema,
  PRODUCT_LIMITS,
  UNITS,
  type Product,
  type ProductDraft,
  type ProductInput,
} from './product';
import { productPath } from './ProductListPage';
import { ProductCodeTakenError, ProductHasStockError, ProductInDocumentError, productRepository, type ProductCosts } from './productRepository';

const BACK = { to: '/categories', text: PRODUCT_TEXT.backToList };

function deleteRefusal(error: unknown): string {
  if (error instanceof ProductHasStockError) return PRODUCT_TEXT.deleteRefusedStock;
  if (error instanceof ProductInDocumentError)
    return error.state === 'borrador' ? PRODUCT_TEXT.deleteRefusedDraft(error.kind) : PRODUCT_TEXT.deleteRefusedStock;
  return isPermissionDenied(error) ? PRODUCT_TEXT.deleteCheckFailed : PRODUCT_TEXT.deleteFailed;
}

function ProductForm({ product, costs }: { product: Product | null; costs: ProductCosts | null }) {
  const { corpId, uid, role } = useCompanyActor();
  const canEdit = roleAtLeast(role, 'admin');
  const record = useMasterDataForm<Product, ProductDraft, ProductInput>({
    record: product,
    text: PRODUCT_TEXT,
    draftOf: productDraftOf,
    form: {
      resolver: zodResolver(productInputSchema),
      // A new product's price is fixed without VAT unless the person chooses the PVP.
      defaultValues: product ? productDraftOf(product) : { ...blankProductDraft(), priceSource: 'net' },
    },
  });
  const { current, notice, busy } = record;
  const {
    register,
    setError,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = record.form;
  // Which price is fixed (issue 29): the other one is shown, computed, read-only.
  const retailSource = watch('priceSource') === 'retail';
  const derived = derivedPriceText(retailSource ? 'retail' : 'net', watch(retailSource ? 'retailPrice' : 'salePrice'), watch('vatRate'));

  /** One get of productCodes/{codeKey}: is the code another product's? */
  const codeTaken = async (code: string): Promise<boolean> => {
    const owner = await productRepository.codeOwner(corpId, code);
    return owner !== null && owner !== current?.id;
  };

  const checkCodeAtField = async () => {
    const code = getValues('code').trim();
    if (!code || errors.code || (current && codeKeyOf(code) === codeKeyOf(current.code))) return;
    try {
      if (await codeTaken(code)) setError('code', { message: PRODUCT_ERRORS.codeTaken(code) });
    } catch (error) {
      console.error('No se ha podido comprobar el código', error);
    }
  };

  /** The code is another product's: said at the field (the notice asks to fix it). */
  const codeTakenAtField = (code: string) => {
    setError('code', { message: PRODUCT_ERRORS.codeTaken(code) }, { shouldFocus: true });
    return null;
  };

  const onSubmit = record.submit(async (values, stored) => {
    if (await codeTaken(values.code)) return codeTakenAtField(values.code);
    let id: string;
    try {
      id = await productRepository.save(corpId, { ...values, id: stored?.id ?? '' }, uid);
    } catch (error) {
      if (error instanceof ProductCodeTakenError) return codeTakenAtField(error.code);
      throw error;
    }
    return { path: productPath(id), message: PRODUCT_TEXT.saved };
  }, 'No se ha podido guardar el producto');

  const toggleActive = () =>
    record.toggleActive(
      (id, active) => productRepository.setActive(corpId, id, active),
      (active) => (active ? PRODUCT_TEXT.reactivated : PRODUCT_TEXT.deactivated),
    );

  const doDelete = () =>
    record.remove(
      (p) => productRepository.remove(corpId, p),
      { path: '/categories', message: PRODUCT_TEXT.deleted },
      (error) => {
        if (!(error instanceof ProductHasStockError || error instanceof ProductInDocumentError)) console.error('No se ha podido eliminar', error);
        return { variant: 'warning', text: deleteRefusal(error) };
      },
    );

  const field = (name: keyof ProductDraft) => ({
    id: `product-${name}`,
    label: PRODUCT_LABELS[name],
    registration: register(name),
    error: errors[name]?.message,
  });
  const money = (cents: number | undefined) => (cents === undefined ? PRODUCT_TEXT.noValue : formatEuros(cents));

  return (
    <section aria-labelledby="product-title">
      <RecordHeading
        titleId="product-title"
        title={current ? `${current.code} · ${current.name}` : PRODUCT_TEXT.newTitle}
        back={BACK}
        inactiveBadge={current && !current.active ? 'Inactivo' : null}
      >
        {current && !current.stocked && (
          <Badge bg="info" text="dark" data-testid="service-badge">
            {PRODUCT_TEXT.serviceBadge}
          </Badge>
        )}
      </RecordHeading>
      {!canEdit && <p className="text-body-secondary">{PRODUCT_TEXT.readOnlyNotice}</p>}
      <RecordNotice notice={notice} inactiveNotice={current && !current.active ? PRODUCT_TEXT.inactiveNotice : null} />
      <Form noValidate onSubmit={onSubmit}>
        <fieldset disabled={!canEdit} className="mb-2">
          <legend className="h6">{PRODUCT_TEXT.sectionMain}</legend>
          <Row>
            <Col sm={5} md={3}>
              <TextField
                {...field('code')}
                registration={register('code', { onBlur: () => void checkCodeAtField() })}
                help={PRODUCT_HELP.code}
                spellCheck={false}
                maxChars={PRODUCT_LIMITS.code}
              />
            </Col>
            <Col sm={7} md={9}>
              <TextField {...field('name')} maxChars={PRODUCT_LIMITS.name} />
            </Col>
            <Col md={12}>
              <TextAreaField {...field('description')} rows={2} maxChars={PRODUCT_LIMITS.description} />
            </Col>
            <Col sm={6} md={4}>
              <TextField {...field('barcode')} inputMode="numeric" help={PRODUCT_HELP.barcode} spellCheck={false} />
            </Col>
          </Row>
        </fieldset>
        <fieldset disabled={!canEdit} className="mb-2">
          <legend className="h6">{PRODUCT_TEXT.sectionSale}</legend>
          <Row>
            <Col sm={6} md={3}>
              <SelectField {...field('unit')}>
                {UNITS.map((u) => (
                  <option key={u} value={u}>
                    {UNIT_LABELS[u]}
                  </option>
                ))}
              </SelectField>
            </Col>
            <Col md={12}>
              <fieldset className="mb-2" data-testid="product-price-source">
                <legend className="form-label fs-6 mb-1">{PRODUCT_LABELS.priceSource}</legend>
                <Form.Check
                  inline
                  type="radio"
                  id="product-priceSource-net"
                  value="net"
                  label={PRODUCT_HELP.priceSourceNet}
                  {...register('priceSource')}
                />
                <Form.Check
                  inline
                  type="radio"
                  id="product-priceSource-retail"
                  value="retail"
                  label={PRODUCT_HELP.priceSourceRetail}
                  {...register('priceSource')}
                />
              </fieldset>
            </Col>
            <Col sm={6} md={3}>
              {retailSource ? (
                <ReadOnlyField id="product-salePrice-derived" label={PRODUCT_LABELS.salePrice} value={derived || PRODUCT_TEXT.noValue} />
              ) : (
                <TextField {...field('salePrice')} inputMode="decimal" help={PRODUCT_HELP.salePrice} />
              )}
            </Col>
            <Col sm={6} md={3}>
              {retailSource ? (
                <TextField {...field('retailPrice')} inputMode="decimal" help={PRODUCT_HELP.retailPrice} />
              ) : (
                <ReadOnlyField id="product-retailPrice-derived" label={PRODUCT_LABELS.retailPrice} value={derived || PRODUCT_TEXT.noValue} />
              )}
            </Col>
            <Col sm={6} md={3}>
              <SelectField {...field('vatRate')}>
                {VAT_RATES.map((r) => (
                  <option key={r} value={String(r)}>
                    {formatPercent(r)}
                  </option>
                ))}
              </SelectField>
            </Col>
            <Col sm={6} md={3}>
              <TextField {...field('minStock')} inputMode="decimal" help={PRODUCT_HELP.minStock} />
            </Col>
            <Col md={12}>
              <CheckField id="product-stocked" label={PRODUCT_LABELS.stocked} registration={register('stocked')} help={PRODUCT_HELP.stocked} />
            </Col>
          </Row>
        </fieldset>
        {/* A service has no stock level, unless it held stock before it became one. */}
        {current && (current.stocked || costs) && (
          <fieldset className="mb-3">
            <legend className="h6">{PRODUCT_TEXT.sectionCosts}</legend>
            <Row>
              <Col sm={4}>
                <ReadOnlyField
                  id="product-quantity"
                  label={PRODUCT_LABELS.quantity}
                  value={costs ? `${formatQuantity(costs.quantity)} ${current.unit}` : PRODUCT_TEXT.noValue}
                />
              </Col>
              <Col sm={4}>
                <ReadOnlyField id="product-average-cost" label={PRODUCT_LABELS.averageCost} value={money(costs?.averageCostCents)} />
              </Col>
              <Col sm={4}>
                <ReadOnlyField id="product-last-purchase" label={PRODUCT_LABELS.lastPurchasePrice} value={money(costs?.lastPurchasePriceCents)} />
              </Col>
            </Row>
            <p className="small text-body-secondary mb-1">{PRODUCT_HELP.costs}</p>
            <AppLink to={`/stock/details?categoryId=${encodeURIComponent(current.id)}`}>{PRODUCT_TEXT.stockHistory}</AppLink>
          </fieldset>
        )}
        {canEdit && (
          <RecordActions
            text={PRODUCT_TEXT}
            saving={isSubmitting}
            busy={busy}
            active={current ? current.active : null}
            onToggleActive={toggleActive}
            onDelete={() => record.setConfirmDelete(true)}
          />
        )}
      </Form>
      <DeleteConfirm
        show={record.confirmDelete}
        titleId="product-delete-title"
        title={PRODUCT_TEXT.deleteConfirmTitle}
        body={PRODUCT_TEXT.deleteConfirmBody(current?.name ?? '')}
        text={PRODUCT_TEXT}
        busy={busy}
        onCancel={() => record.setConfirmDelete(false)}
        onConfirm={doDelete}
      />
    </section>
  );
}

/** A product with the costs the stock area keeps of it; the costs may fail alone (logged, shown as unknown). */
async function loadProduct(corpId: string, id: string): Promise<{ product: Product; costs: ProductCosts | null } | null> {
  const costs = productRepository.costs(corpId, id).catch((error: unknown) => {
    console.error('No se han podido leer los costes del producto', error);
    return null;
  });
  const [product, c] = await Promise.all([productRepository.get(corpId, id), costs]);
  return product && { product, costs: c };
}

export default function ProductDetailPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('categoryId') ?? '';
  const { corpId, role } = useCompanyActor();
  const loaded = useLoadedRecord(corpId, id, loadProduct, 'No se ha podido cargar el producto');

  if (!id && !roleAtLeast(role, 'admin')) {
    // Staff may look at products but not create them: say so instead of an empty, disabled form.
    return (
      <RecordMessage titleId="product-title" title={PRODUCT_TEXT.newTitle} variant="info" testId="new-product-admins-only" back={BACK}>
        {PRODUCT_TEXT.newAdminsOnly}
      </RecordMessage>
    );
  }
  if (!id) return <ProductForm key="new" product={null} costs={null} />;
  if (!loaded) return <Loading />;
  if (!loaded.record) {
    return (
      <RecordMessage titleId="product-title" title={PRODUCT_TEXT.detail} variant={loaded.failed ? 'danger' : 'warning'} back={BACK}>
        {loaded.failed ? PRODUCT_TEXT.loadError : PRODUCT_TEXT.notFound}
      </RecordMessage>
    );
  }
  return <ProductForm key={id} product={loaded.record.product} costs={loaded.record.costs} />;
}
