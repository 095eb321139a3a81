/**
 * «Impresora de tickets»: a button and its dialog to set up this computer's ticket printer (issue
 * 29): USB or serial (and the serial speed), the browser's picker, a test ticket, the drawer on cash
 * sales and «Abrir cajón». Stored in localStorage (printerSettings.ts). Without WebUSB and Web Serial
 * (Firefox, Safari) it says so: tickets are PDFs there. The device code loads only when used.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { Notice } from '../../shared/feedback/flash';
import { PRINT_TEXT as T } from './messages';
import { printFailureText } from './printKinds';
import {
  BAUD_RATES,
  browserTransports,
  loadPrinterSettings,
  savePrinterSettings,
  type PrinterSettings,
  type PrinterTransport,
} from './printerSettings';

export function PrinterSetupButton({ className }: { className?: string }) {
  const [show, setShow] = useState(false);
  return (
    <>
      <Button variant="outline-secondary" className={className} onClick={() => setShow(true)} data-testid="printer-setup">
        {T.setupButton}
      </Button>
      {show && <PrinterSetupDialog onClose={() => setShow(false)} />}
    </>
  );
}

export function PrinterSetupDialog({ onClose }: { onClose: () => void }) {
  const [settings, setSettings] = useState<PrinterSettings>(loadPrinterSettings);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const available = browserTransports();

  const update = (next: PrinterSettings) => {
    setSettings(next);
    savePrinterSettings(next);
  };

  const run = async (work: () => Promise<void>, done: string | null) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
      if (done) setNotice({ variant: 'success', text: done });
    } catch (e) {
      console.error('Impresora de tickets', e);
      setNotice({ variant: 'danger', text: printFailureText(e) });
    } finally {
      setBusy(false);
    }
  };

  const connect = (transport: PrinterTransport) =>
    run(async () => {
      const { choosePrinter } = await import('./transport');
      const device = await choosePrinter(transport);
      update({ ...settings, transport, device });
    }, null);

  const withPrinter = (work: (p: PrinterSettings) => Promise<void>, done: string) => run(() => work(settings), done);

  const device = settings.device;
  return (
    <Modal show onHide={onClose} aria-labelledby="printer-setup-title">
      <Modal.Header closeButton>
        <Modal.Title id="printer-setup-title">{T.setupTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small">{T.setupIntro}</p>
        {available.length === 0 ? (
          <Alert variant="warning" data-testid="printer-unsupported">
            {T.unsupported}
          </Alert>
        ) : (
          <>
            <Form.Group className="mb-3" controlId="printer-transport">
              <Form.Label>{T.transportLabel}</Form.Label>
              <Form.Select
                value={settings.transport ?? ''}
                disabled={busy}
                onChange={(e) => {
                  const v = e.target.value;
                  const transport = v === 'usb' || v === 'serial' ? v : null;
                  update({ ...settings, transport, device: transport === settings.transport ? settings.device : null });
                }}
              >
                <option value="">{T.none}</option>
                {(['usb', 'serial'] as const).map((t) => (
                  <option key={t} value={t} disabled={!available.includes(t)}>
                    {available.includes(t) ? T.transport[t] : `${T.transport[t]} — ${T.transportMissing(t)}`}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            {settings.transport === 'serial' && (
              <Form.Group className="mb-3" controlId="printer-baud">
                <Form.Label>{T.baudLabel}</Form.Label>
                <Form.Select
                  value={settings.baudRate}
                  disabled={busy}
                  aria-describedby="printer-baud-help"
                  onChange={(e) => update({ ...settings, baudRate: Number(e.target.value) })}
                >
                  {BAUD_RATES.map((b) => (
                    <option key={b} value={b}>
                      {b}
                    </option>
                  ))}
                </Form.Select>
                <Form.Text id="printer-baud-help">{T.baudHelp}</Form.Text>
              </Form.Group>
            )}
            {settings.transport && (
              <div className="mb-3">
                <Button variant="outline-primary" disabled={busy} onClick={() => void connect(settings.transport!)}>
                  {T.connect}
                </Button>
                <p className="small mt-2 mb-0" data-testid="printer-device">
                  {device ? T.connected(T.deviceName(device.vendorId, device.productId)) : T.notConnected}
                </p>
              </div>
            )}
            <Form.Check
              className="mb-3"
              id="printer-drawer"
              type="switch"
              label={T.drawerLabel}
              checked={settings.drawerOnCash}
              disabled={busy}
              onChange={(e) => update({ ...settings, drawerOnCash: e.target.checked })}
              aria-describedby="printer-drawer-help"
            />
            <Form.Text id="printer-drawer-help" className="d-block mb-3">
              {T.drawerHelp}
            </Form.Text>
            <div className="d-flex flex-wrap gap-2">
              <Button
                variant="outline-secondary"
                disabled={busy || !device}
                onClick={() => void withPrinter(async (p) => (await import('./printTicket')).printTestTicket(p), T.testDone)}
              >
                {T.testTicket}
              </Button>
              <Button
                variant="outline-secondary"
                disabled={busy || !device}
                onClick={() => void withPrinter(async (p) => (await import('./printTicket')).openDrawer(p), T.drawerDone)}
              >
                {T.openDrawer}
              </Button>
            </div>
          </>
        )}
        {notice && (
          <Alert variant={notice.variant} className="mt-3 mb-0" role={notice.variant === 'danger' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {T.close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
