/** #/categories/details?categoryId= (no id = new): the product form; read-only for staff. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSignedInSession } from '../auth/session';
import { formatEuros, formatPercent, formatQuantity, roleAtLeast, VAT_RATES } from '../domain';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { ReadOnlyField, SelectField, TextAreaField, TextField } from '../shared/form/fields';
import { useUnsavedChangesWarning } from '../shared/useUnsavedChangesWarning';
import { Loading } from '../shared/Loading';
import { PRODUCT_ERRORS, PRODUCT_HELP, PRODUCT_LABELS, PRODUCT_TEXT, UNIT_LABELS } from './messages';
import {
  blankProductDraft,
  codeKeyOf,
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

type Notice = { variant: 'success' | 'danger' | 'warning'; text: string } | null;

function isPermissionDenied(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'permission-denied';
}

function deleteRefusal(error: unknown): string {
  if (error instanceof ProductHasStockError) return PRODUCT_TEXT.deleteRefusedStock;
  if (error instanceof ProductInDocumentError)
    return error.state === 'borrador' ? PRODUCT_TEXT.deleteRefusedDraft(error.kind) : PRODUCT_TEXT.deleteRefusedStock;
  return isPermissionDenied(error) ? PRODUCT_TEXT.deleteCheckFailed : PRODUCT_TEXT.deleteFailed;
}

function ProductForm({ product, costs }: { product: Product | null; costs: ProductCosts | null }) {
  const { corp, authUser, role } = useSignedInSession();
  const corpId = corp?.id ?? '';
  const canEdit = roleAtLeast(role, 'admin');
  const navigate = useAppNavigate();
  const flash = (useLocation().state as { flash?: string } | null)?.flash;
  const [current, setCurrent] = useState<Product | null>(product);
  const [notice, setNotice] = useState<Notice>(flash ? { variant: 'success', text: flash } : null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProductDraft, unknown, ProductInput>({
    resolver: zodResolver(productInputSchema),
    mode: 'onTouched',
    defaultValues: product ? productDraftOf(product) : blankProductDraft(),
  });
  useUnsavedChangesWarning(isDirty && !isSubmitting);

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

  const onSubmit = async (values: ProductInput) => {
    setNotice(null);
    try {
      if (await codeTaken(values.code)) {
        setError('code', { message: PRODUCT_ERRORS.codeTaken(values.code) }, { shouldFocus: true });
        setNotice({ variant: 'danger', text: PRODUCT_TEXT.fixErrors });
        return;
      }
      const id = await productRepository.save(corpId, { ...values, id: current?.id ?? '' }, authUser.uid);
      if (!current) {
        navigate(productPath(id), { state: { flash: PRODUCT_TEXT.saved } });
        return;
      }
      reset(productDraftOf(values));
      setCurrent({ ...current, ...values });
      setNotice({ variant: 'success', text: PRODUCT_TEXT.saved });
    } catch (error) {
      if (error instanceof ProductCodeTakenError) {
        setError('code', { message: PRODUCT_ERRORS.codeTaken(error.code) }, { shouldFocus: true });
        setNotice({ variant: 'danger', text: PRODUCT_TEXT.fixErrors });
        return;
      }
      console.error('No se ha podido guardar el producto', error);
      setNotice({ variant: 'danger', text: isPermissionDenied(error) ? PRODUCT_TEXT.permissionDenied : PRODUCT_TEXT.saveFailed });
    }
  };

  const toggleActive = async () => {
    if (!current) return;
    const active = !current.active;
    setBusy(true);
    setNotice(null);
    try {
      await productRepository.setActive(corpId, current.id, active);
      setCurrent({ ...current, active });
      setValue('active', active);
      setNotice({ variant: 'success', text: active ? PRODUCT_TEXT.reactivated : PRODUCT_TEXT.deactivated });
    } catch (error) {
      console.error('No se ha podido cambiar el estado', error);
      setNotice({ variant: 'danger', text: isPermissionDenied(error) ? PRODUCT_TEXT.permissionDenied : PRODUCT_TEXT.saveFailed });
    } finally {
      setBusy(false);
    }
  };

  const doDelete = async () => {
    if (!current) return;
    setBusy(true);
    try {
      await productRepository.remove(corpId, current);
      navigate('/categories', { state: { flash: PRODUCT_TEXT.deleted } });
    } catch (error) {
      setConfirmDelete(false);
      if (!(error instanceof ProductHasStockError || error instanceof ProductInDocumentError)) console.error('No se ha podido eliminar', error);
      setNotice({ variant: 'warning', text: deleteRefusal(error) });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof ProductDraft) => ({
    id: `product-${name}`,
    label: PRODUCT_LABELS[name],
    registration: register(name),
    error: errors[name]?.message,
  });
  const money = (cents: number | undefined) => (cents === undefined ? PRODUCT_TEXT.noValue : formatEuros(cents));

  return (
    <section aria-labelledby="product-title">
      <p className="mb-2">
        <AppLink to="/categories">← {PRODUCT_TEXT.backToList}</AppLink>
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="product-title" className="h3 mb-0 text-break">
          {current ? `${current.code} · ${current.name}` : PRODUCT_TEXT.newTitle}
        </h1>
        {current && !current.active && (
          <Badge bg="secondary" data-testid="inactive-badge">
            Inactivo
          </Badge>
        )}
      </div>
      {!canEdit && <p className="text-body-secondary">{PRODUCT_TEXT.readOnlyNotice}</p>}
      {notice && (
        <Alert variant={notice.variant} role={notice.variant === 'success' ? 'status' : 'alert'} data-testid="form-notice">
          {notice.text}
        </Alert>
      )}
      {current && !current.active && notice?.variant !== 'success' && <p className="text-body-secondary">{PRODUCT_TEXT.inactiveNotice}</p>}
      <Form noValidate onSubmit={handleSubmit(onSubmit, () => setNotice({ variant: 'danger', text: PRODUCT_TEXT.fixErrors }))}>
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
            <Col sm={6} md={3}>
              <TextField {...field('salePrice')} inputMode="decimal" help={PRODUCT_HELP.salePrice} />
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
          </Row>
        </fieldset>
        {current && (
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
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={isSubmitting || busy}>
              {isSubmitting ? PRODUCT_TEXT.saving : PRODUCT_TEXT.save}
            </Button>
            {current && (
              <>
                <Button variant="outline-secondary" onClick={toggleActive} disabled={isSubmitting || busy}>
                  {current.active ? PRODUCT_TEXT.deactivate : PRODUCT_TEXT.reactivate}
                </Button>
                <Button variant="outline-danger" className="ms-auto" onClick={() => setConfirmDelete(true)} disabled={isSubmitting || busy}>
                  {PRODUCT_TEXT.delete}
                </Button>
              </>
            )}
          </div>
        )}
      </Form>
      <Modal show={confirmDelete} onHide={() => setConfirmDelete(false)} aria-labelledby="product-delete-title">
        <Modal.Header closeButton>
          <Modal.Title id="product-delete-title" as="h2" className="h5">
            {PRODUCT_TEXT.deleteConfirmTitle}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{PRODUCT_TEXT.deleteConfirmBody(current?.name ?? '')}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
            {PRODUCT_TEXT.cancel}
          </Button>
          <Button variant="danger" onClick={doDelete} disabled={busy}>
            {PRODUCT_TEXT.deleteConfirm}
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}

export default function ProductDetailPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('categoryId') ?? '';
  const { corp, role } = useSignedInSession();
  const corpId = corp?.id ?? '';
  const [loaded, setLoaded] = useState<{ id: string; product: Product | null; costs: ProductCosts | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (!id || !corpId) return undefined;
    let live = true;
    const costs = productRepository.costs(corpId, id).catch((error: unknown) => {
      console.error('No se han podido leer los costes del producto', error);
      return null;
    });
    Promise.all([productRepository.get(corpId, id), costs])
      .then(([product, c]) => live && setLoaded({ id, product, costs: c, failed: false }))
      .catch((error: unknown) => {
        console.error('No se ha podido cargar el producto', error);
        if (live) setLoaded({ id, product: null, costs: null, failed: true });
      });
    return () => {
      live = false;
    };
  }, [id, corpId]);

  if (!id && !roleAtLeast(role, 'admin')) {
    // Staff may look at products but not create them: say so instead of an empty, disabled form.
    return (
      <section aria-labelledby="product-title">
        <h1 id="product-title" className="h3">
          {PRODUCT_TEXT.newTitle}
        </h1>
        <Alert variant="info" data-testid="new-product-admins-only">
          {PRODUCT_TEXT.newAdminsOnly}
        </Alert>
        <AppLink to="/categories">{PRODUCT_TEXT.backToList}</AppLink>
      </section>
    );
  }
  if (!id) return <ProductForm key="new" product={null} costs={null} />;
  if (!loaded || loaded.id !== id) return <Loading />;
  if (!loaded.product) {
    return (
      <section aria-labelledby="product-title">
        <h1 id="product-title" className="h3">
          {PRODUCT_TEXT.detail}
        </h1>
        <Alert variant={loaded.failed ? 'danger' : 'warning'}>{loaded.failed ? PRODUCT_TEXT.loadError : PRODUCT_TEXT.notFound}</Alert>
        <AppLink to="/categories">{PRODUCT_TEXT.backToList}</AppLink>
      </section>
    );
  }
  return <ProductForm key={id} product={loaded.product} costs={loaded.costs} />;
}
