/** Page objects for the invoices area: the lists, the draft editor and an issued invoice. */
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { pdfText } from './pdfText';

export class InvoiceListPage {
  constructor(readonly page: Page) {}

  get rows(): Locator {
    return this.page.getByTestId('invoice-row');
  }
  get totals(): Locator {
    return this.page.getByTestId('invoice-totals');
  }

  async open(path: '#/invoices' | '#/invoices/output' | '#/invoices/input'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  row(numberText: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: numberText, exact: true }) });
  }

  async filterKind(label: 'Todas' | 'Facturas de salidas' | 'Facturas de entradas'): Promise<void> {
    await this.page.getByLabel('Tipo').selectOption({ label });
  }

  async filterStatus(label: 'Todos' | 'Borrador' | 'Pendiente de pago' | 'Cobrada en parte' | 'Vencida' | 'Pagada'): Promise<void> {
    await this.page.getByLabel('Estado').selectOption({ label });
  }
}

export class InvoiceEditorPage {
  constructor(readonly page: Page) {}

  get partyBox(): Locator {
    return this.page.getByRole('combobox', { name: /^(Cliente|Proveedor)$/ });
  }
  get party(): Locator {
    return this.page.getByTestId('invoice-party');
  }
  get lines(): Locator {
    return this.page.getByTestId('invoice-line');
  }
  get sources(): Locator {
    return this.page.getByTestId('source-picker');
  }
  get notice(): Locator {
    return this.page.getByTestId('invoice-notice');
  }
  total(which: 'base' | 'vat' | 'recargo' | 'irpf' | 'total' | 'payable'): Locator {
    return this.page.getByTestId(`total-${which}`);
  }
  field(label: string | RegExp): Locator {
    return this.page.getByLabel(label);
  }

  async openNew(kind: 'output' | 'input'): Promise<void> {
    await this.page.goto(`#/invoices/details?kind=${kind}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(kind === 'output' ? 'Nueva factura de salida' : 'Nueva factura de entrada');
  }

  async pickParty(text: string, expectedName: string): Promise<void> {
    await this.partyBox.fill(text);
    await this.partyBox.press('Enter');
    await expect(this.party).toContainText(expectedName);
  }

  /** Ticks the salidas/entradas whose label contains each text, and adds their lines. */
  async addSources(...labels: string[]): Promise<void> {
    for (const label of labels) await this.sources.getByLabel(label).check();
    await this.sources.getByRole('button', { name: /^Añadir las líneas/ }).click();
  }

  async addFreeLine(description: string, quantity: string, price: string, tax = '21 %'): Promise<void> {
    await this.page.getByRole('button', { name: 'Añadir línea libre' }).click();
    const n = await this.lines.count();
    await this.page.getByLabel(`Concepto de la línea ${n}`).fill(description);
    await this.page.getByLabel(`Cantidad de la línea ${n}`).fill(quantity);
    await this.page.getByLabel(`Precio unitario sin IVA, en euros, de la línea ${n}`).fill(price);
    await this.page.getByLabel(`IVA de la línea ${n}`).selectOption({ label: tax });
  }

  /** Asks to issue; the confirmation appears only when the form is valid. */
  async askIssue(button: 'Emitir' | 'Registrar' = 'Emitir'): Promise<void> {
    await this.page.getByRole('button', { name: button, exact: true }).click();
  }

  async issue(button: 'Emitir' | 'Registrar' = 'Emitir'): Promise<void> {
    await this.askIssue(button);
    await this.page.getByTestId('confirm-issue').click();
  }

  async saveDraft(): Promise<void> {
    await this.page.getByRole('button', { name: 'Guardar borrador' }).click();
  }
}

export class InvoiceViewPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
  get notice(): Locator {
    return this.page.getByTestId('invoice-notice');
  }
  get paymentState(): Locator {
    return this.page.getByTestId('payment-state');
  }
  get rectifies(): Locator {
    return this.page.getByTestId('rectifies');
  }
  get rectifiedBy(): Locator {
    return this.page.getByTestId('rectified-by');
  }
  /** The QR tributario of an issued sales invoice, and its link to the AEAT's cotejo. */
  get qr(): Locator {
    return this.page.getByTestId('verifactu-qr').getByRole('img');
  }
  get cotejoLink(): Locator {
    return this.page.getByRole('link', { name: 'Cotejar en la AEAT' });
  }
  total(which: 'base' | 'vat' | 'recargo' | 'irpf' | 'total' | 'payable'): Locator {
    return this.page.getByTestId(`total-${which}`);
  }

  /** The issued number, from the heading "Factura de salida F-2026-000001". */
  async numberText(): Promise<string> {
    const text = await this.heading.innerText();
    return /([A-Z0-9]+-\d{4}-\d{6,})$/.exec(text.trim())?.[1] ?? '';
  }

  /** Clicks "Descargar PDF" and returns the downloaded file's name and text. */
  async downloadPdf(): Promise<{ fileName: string; text: string; bytes: number }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name: 'Descargar PDF' }).click()]);
    const path = await download.path();
    const buffer = readFileSync(path);
    // Lines wrap where the layout decides: the text is checked as one line.
    return { fileName: download.suggestedFilename(), text: pdfText(buffer).replace(/\s+/g, ' '), bytes: buffer.length };
  }

  /** The vencimientos table's rows and the cobros/pagos table's rows (issue 30). */
  get instalments(): Locator {
    return this.page.getByTestId('instalment-row');
  }
  get payments(): Locator {
    return this.page.getByTestId('payment-row');
  }

  /**
   * «Registrar cobro» (pago, devolución): records a payment of `amount` (es-ES euros; default: everything
   * open) on `date` (default today) by `method` (a label; default the instalment's).
   */
  async recordPayment(options: { amount?: string; date?: string; method?: string; reference?: string } = {}): Promise<void> {
    await this.page.getByRole('button', { name: /^Registrar (cobro|pago|devolución)$/ }).click();
    const dialog = this.page.getByRole('dialog');
    if (options.amount !== undefined) await dialog.getByLabel('Importe (€)').fill(options.amount);
    if (options.date) await dialog.getByLabel(/^Fecha de/).fill(options.date);
    if (options.method) await dialog.getByLabel('Forma de pago').selectOption({ label: options.method });
    if (options.reference) await dialog.getByLabel('Referencia').fill(options.reference);
    await dialog.getByRole('button', { name: /^Registrar (cobro|pago|devolución)$/ }).click();
    await expect(dialog).toBeHidden();
  }

  /** «Anular» the payment whose button reads `name` (e.g. /^Anular el cobro de 71,00/), for `reason`. */
  async reversePayment(name: RegExp, reason: string): Promise<void> {
    await this.page.getByRole('button', { name }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Motivo', { exact: true }).fill(reason);
    await dialog.getByRole('button', { name: /^Anular (cobro|pago)$/ }).click();
    await expect(dialog).toBeHidden();
  }
}
