/**
 * #/mostrador: selling to walk-in customers with a factura simplificada (ticket). Scan or type
 * codes (Enter), or search by name; correct quantities and prices IVA included; optionally a
 * client for a cualificada; choose how it is paid and Cobrar, which issues the ticket, takes the
 * payment and moves the stock in one command (sellAtCounter). Below the lg breakpoint (a phone,
 * 390 px) the total and Cobrar stay in a bar at the bottom of the screen, whatever is scrolled.
 */
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useCompanyActor } from '../auth/session';
import { PageHeading } from '../shared/PageHeading';
import { formatEuros } from '../domain/money';
import { roleAtLeast } from '../domain/roles';
import { counterUnitPriceCents } from '../domain/counter/counterPrice';
import { formatQuantity } from '../domain/quantity';
import { SearchPicker } from '../stock/documents/SearchPicker';
import { CounterClient } from './CounterClient';
import { CounterLines } from './CounterLines';
import type { CounterProduct } from './counterModel';
import { CounterPayment } from './CounterPayment';
import { counterRepository, type FoundProduct } from './counterRepository';
import type { CorporationData } from '../corps/corporationData';
import { counterSettingsOf, type CounterSettings } from './counterSettings';
import { ParkedSales } from './ParkedSales';
import { QuickKeys } from './QuickKeys';
import { useDiscardGuard } from './useDiscardGuard';
import { CounterTotals } from './CounterTotals';
import { COUNTER_TEXT as T } from './messages';
import { SaleDone } from './SaleDone';
import { ScanField } from './ScanField';
import { useCounterSale } from './useCounterSale';
import { TillPanel } from '../till/TillPanel';
import { PrinterSetupButton } from './printing/PrinterSetup';
import { useWarmPrinting } from './printing/warmPrinting';

/** The company's settings the counter uses, followed live (one listener, issue 29); the session's copy until the first snapshot. */
function useCounterSettings(corpId: string, initial: CounterSettings): CounterSettings {
  const [settings, setSettings] = useState(initial);
  useEffect(() => {
    // Optional call: a test double of the repository may leave the listener out.
    const stop = counterRepository.watchSettings?.(corpId, setSettings, (e) =>
      console.error('Mostrador: no se pueden seguir los ajustes de la empresa', e),
    );
    return stop;
  }, [corpId]);
  return settings;
}

/** A name-search match: code, name, price IVA included and stock (issue 29). */
function foundText(p: FoundProduct | CounterProduct): string {
  const inStock = 'inStock' in p ? p.inStock : undefined;
  const stock = !p.stocked ? T.service : typeof inStock === 'number' ? T.stockOf(formatQuantity(inStock), p.unit) : null;
  return [p.code, p.name, formatEuros(counterUnitPriceCents(p)), stock].filter(Boolean).join(' · ');
}

export default function CounterPage() {
  const { corpId, uid, corp, role } = useCompanyActor();
  const settings = useCounterSettings(corpId, counterSettingsOf(corp.data as Partial<CorporationData>));
  const sale = useCounterSale(corpId, settings.retailActivity);
  const guard = useDiscardGuard(!sale.done && sale.lines.length > 0);
  useWarmPrinting();
  const scanRef = useRef<HTMLInputElement>(null);
  const tenderedRef = useRef<HTMLInputElement>(null);
  const chargeRef = useRef<HTMLButtonElement>(null);
  // A code scanned on the done panel: the next sale's field starts with it.
  const [firstScan, setFirstScan] = useState<string | null>(null);

  const backToScan = () => scanRef.current?.focus();
  const toPayment = () => (tenderedRef.current ?? chargeRef.current)?.focus();

  return (
    <section aria-labelledby="counter-title">
      <PageHeading id="counter-title" title={T.title} />
      <div className="mb-3 text-end">
        <PrinterSetupButton />
      </div>
      {/* The caja (issue 29): open it with its float before the first cash sale; cash in/out, arqueo and Z report. */}
      <TillPanel corpId={corpId} uid={uid} company={{ name: corp.data.legalName || corp.name, nif: corp.data.nif }} />
      {sale.done ? (
        <SaleDone
          corpId={corpId}
          done={sale.done}
          showInvoice={roleAtLeast(role, 'user')}
          onNewSale={() => {
            setFirstScan(null);
            sale.newSale();
          }}
          onNextScan={(text) => {
            setFirstScan(text);
            sale.newSale();
          }}
        />
      ) : (
        <Row className="g-4">
          <Col lg={8}>
            <Row className="g-3 mb-3">
              <Col md={7}>
                <ScanField ref={scanRef} onScan={sale.scan} onEmptyEnter={toPayment} disabled={sale.busy} firstScan={firstScan} />
              </Col>
              <Col md={5}>
                <SearchPicker<FoundProduct | CounterProduct>
                  label={T.search}
                  placeholder={T.searchPlaceholder}
                  search={(q) => counterRepository.searchProducts(corpId, q)}
                  optionKey={(p) => p.id}
                  renderOption={foundText}
                  onPick={(p) => {
                    sale.addProduct(p);
                    backToScan();
                  }}
                  disabled={sale.busy}
                  testId="counter-product-search"
                />
              </Col>
            </Row>
            <QuickKeys
              corpId={corpId}
              canEdit={roleAtLeast(role, 'admin')}
              disabled={sale.busy}
              onPick={(p: CounterProduct) => {
                sale.addProduct(p);
                backToScan();
              }}
            />
            {sale.notice && (
              <Alert variant="info" className="py-2 small" data-testid="counter-notice">
                {sale.notice}
              </Alert>
            )}
            <fieldset disabled={sale.busy}>
              <CounterLines
                lines={sale.lines}
                inStock={sale.inStock}
                lineGross={sale.totals.lineGross}
                onEdit={sale.editLine}
                onRemove={(i) => {
                  sale.removeLine(i);
                  backToScan();
                }}
                onDone={backToScan}
              />
            </fieldset>
            <div className="d-flex flex-wrap gap-2 align-items-start">
              <ParkedSales
                parked={sale.parked}
                canPark={sale.lines.length > 0}
                disabled={sale.busy}
                onPark={() => {
                  sale.parkSale();
                  backToScan();
                }}
                onResume={(id) => guard.ask(() => sale.resumeSale(id))}
                onDiscard={sale.discardParked}
              />
              {sale.lines.length > 0 && (
                <Button variant="outline-danger" size="sm" disabled={sale.busy} onClick={() => guard.ask(() => sale.newSale())}>
                  {T.clear}
                </Button>
              )}
            </div>
          </Col>
          <Col lg={4} className="d-flex flex-column gap-3">
            <CounterTotals totals={sale.totals} limit={sale.check.limit} />
            <CounterClient corpId={corpId} client={sale.client} onChange={sale.setClient} disabled={sale.busy} />
            <CounterPayment
              payment={sale.payment}
              check={sale.check}
              totalCents={sale.totals.totalCents}
              complete={sale.totals.complete}
              busy={sale.busy}
              error={sale.error}
              onMethod={sale.setMethod}
              onTendered={sale.setTendered}
              onNonResident={sale.setNonResident}
              onCharge={() => void sale.charge()}
              tenderedRef={tenderedRef}
              chargeRef={chargeRef}
              voucherText={sale.voucherText}
              voucher={sale.voucher}
              voucherCents={sale.voucherCents}
              onVoucherText={sale.setVoucherText}
              onCheckVoucher={() => void sale.checkVoucher()}
            />
          </Col>
          <div className="d-lg-none position-sticky bottom-0 bg-body border-top py-2 d-flex align-items-center gap-3" data-testid="counter-bar">
            <div className="flex-grow-1">
              <div className="small text-body-secondary">{T.toCharge}</div>
              <div className="fs-4 fw-bold">{formatEuros(sale.totals.totalCents)}</div>
            </div>
            <Button size="lg" disabled={!sale.check.ready || sale.busy} onClick={() => void sale.charge()}>
              {sale.busy ? T.charging : T.chargeShort}
            </Button>
          </div>
        </Row>
      )}
      <Modal show={guard.asking} onHide={guard.cancel} aria-labelledby="counter-discard-title">
        <Modal.Header closeButton>
          <Modal.Title id="counter-discard-title">{T.confirmDiscardTitle}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{T.confirmDiscardBody}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={guard.cancel}>
            {T.confirmKeep}
          </Button>
          <Button variant="danger" onClick={guard.confirm}>
            {T.confirmDiscard}
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
