/**
 * Page objects of Proveedores, Clientes and Productos (lists, forms, CSV
 * export and import), and Admin SDK helpers to look at what was stored.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { adminDb } from '../../../seed/lib';
import { LoginPage } from './pages';
import type { Person } from './world';

export type PartyKind = 'vendor' | 'client';

export async function signIn(page: Page, person: Person): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(person);
  await expect(page).toHaveURL(/#\/dashboard$/);
}

/** How many documents a company has in a collection (Admin SDK, rules bypassed). */
export async function storedCount(corpId: string, collection: string): Promise<number> {
  return (await adminDb().collection(`corporations/${corpId}/${collection}`).count().get()).data().count;
}

export async function storedDocs(corpId: string, collection: string): Promise<Record<string, unknown>[]> {
  const snap = await adminDb().collection(`corporations/${corpId}/${collection}`).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }));
}

export async function readsByLabel(page: Page): Promise<Record<string, number>> {
  return (await page.evaluate(() => window.__almacena!.reads())).byLabel;
}

/** What lists, CSV export and import have in common. */
class MasterList {
  constructor(
    readonly page: Page,
    readonly path: string,
    readonly title: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`#${this.path}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.title })).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole('table');
  }
  get empty(): Locator {
    return this.page.getByTestId('list-empty');
  }
  get range(): Locator {
    return this.page.getByTestId('list-range');
  }
  get flash(): Locator {
    return this.page.getByRole('status').filter({ hasText: /eliminado/ });
  }

  /** The link (name or code) of each row, in order. */
  rowLinks(): Locator {
    return this.table.locator('tbody tr td:first-child a');
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
    await this.page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
  }

  async showStatus(label: 'Activos' | 'Inactivos' | 'Todos'): Promise<void> {
    await this.page.getByLabel('Estado').selectOption({ label });
  }

  async sortBy(column: string): Promise<void> {
    await this.table.getByRole('button', { name: column }).click();
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Siguiente ›' }).click();
  }

  async prev(): Promise<void> {
    await this.page.getByRole('button', { name: '‹ Anterior' }).click();
  }

  /** Clicks "Exportar CSV" and returns the downloaded file's name and raw text. */
  async exportCsv(): Promise<{ name: string; text: string; bytes: Buffer }> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    const bytes = await readFile((await file.path())!);
    return { name: file.suggestedFilename(), text: bytes.toString('utf8'), bytes };
  }

  /** Opens "Importar CSV" and chooses a file with this content; the preview (or an error) follows. */
  async chooseImportFile(name: string, content: string | Buffer): Promise<CsvImportDialog> {
    await this.page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = new CsvImportDialog(this.page);
    await expect(dialog.root).toBeVisible();
    await dialog.root
      .getByLabel('Archivo CSV')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: typeof content === 'string' ? Buffer.from(content, 'utf8') : content });
    return dialog;
  }
}

export class CsvImportDialog {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByRole('dialog');
  }
  get summary(): Locator {
    return this.root.getByTestId('import-summary');
  }
  get error(): Locator {
    return this.root.getByTestId('import-error');
  }
  get done(): Locator {
    return this.root.getByTestId('import-done');
  }
  row(line: number): Locator {
    return this.root.getByTestId(`import-row-${line}`);
  }

  async confirm(): Promise<void> {
    await this.root.getByRole('button', { name: /^Importar \d/ }).click();
  }

  /** Starts recording every value the progress bar shows (call before confirm); `progressSeen` reads them. */
  async recordProgress(): Promise<void> {
    await this.page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __importProgress: number[] }).__importProgress = seen;
      new MutationObserver(() => {
        const value = Number(document.querySelector('[data-testid="import-progress"] [aria-valuenow]')?.getAttribute('aria-valuenow') ?? NaN);
        if (!Number.isNaN(value) && value !== seen.at(-1)) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
  }

  async progressSeen(): Promise<number[]> {
    return this.page.evaluate(() => (window as unknown as { __importProgress: number[] }).__importProgress);
  }

  async close(): Promise<void> {
    await this.root.getByRole('button', { name: /^(Cerrar|Cancelar)$/ }).click();
    await expect(this.root).toBeHidden();
  }
}

const PARTY = {
  vendor: { path: '/vendors', title: 'Proveedores', newButton: 'Nuevo proveedor', idParam: 'vendorId' },
  client: { path: '/clients', title: 'Clientes', newButton: 'Nuevo cliente', idParam: 'clientId' },
} as const;

export class PartyListPage extends MasterList {
  constructor(
    page: Page,
    readonly kind: PartyKind,
  ) {
    super(page, PARTY[kind].path, PARTY[kind].title);
  }

  async startNew(): Promise<PartyForm> {
    await this.page.getByRole('button', { name: PARTY[this.kind].newButton }).click();
    const form = new PartyForm(this.page, this.kind);
    await expect(this.page.getByRole('heading', { level: 1, name: PARTY[this.kind].newButton })).toBeVisible();
    return form;
  }

  async openRecord(name: string): Promise<PartyForm> {
    await this.table.getByRole('link', { name }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
    return new PartyForm(this.page, this.kind);
  }
}

/** Fields of the form by their Spanish label. */
export type PartyFields = Partial<
  Record<
    | 'Razón social'
    | 'NIF/CIF/NIE'
    | 'NIF-IVA'
    | 'Número de pasaporte'
    | 'Tipo de identificación'
    | 'Correo electrónico'
    | 'Teléfono'
    | 'Persona de contacto'
    | 'Dirección'
    | 'Código postal'
    | 'Localidad'
    | 'Provincia'
    | 'País'
    | 'Plazos (días)'
    | 'Reparto (%)'
    | 'Días de pago'
    | 'Forma de pago'
    | 'IBAN'
    | 'BIC'
    | 'Referencia del mandato SEPA'
    | 'Fecha de firma del mandato'
    | 'Esquema del mandato'
    | 'Notas',
    string
  >
>;

class RecordForm {
  constructor(readonly page: Page) {}

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async fill(fields: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(fields)) {
      await this.field(label).fill(value);
    }
  }

  get notice(): Locator {
    return this.page.getByTestId('form-notice');
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Guardar' }).click();
  }

  async deactivate(): Promise<void> {
    await this.page.getByRole('button', { name: 'Desactivar' }).click();
  }

  async reactivate(): Promise<void> {
    await this.page.getByRole('button', { name: 'Reactivar' }).click();
  }

  async pressDelete(): Promise<void> {
    await this.page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  }

  async confirmDelete(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Eliminar definitivamente' }).click();
  }

  get inactiveBadge(): Locator {
    return this.page.getByTestId('inactive-badge');
  }
}

export class PartyForm extends RecordForm {
  constructor(
    page: Page,
    readonly kind: PartyKind,
  ) {
    super(page);
  }

  /** Fills text fields; País, Tipo de identificación, Forma de pago and Esquema del mandato are selects, chosen by the option's text. */
  async fillParty(fields: PartyFields): Promise<void> {
    const selects = ['País', 'Tipo de identificación', 'Forma de pago', 'Esquema del mandato'];
    for (const [label, value] of Object.entries(fields)) {
      if (selects.includes(label)) await this.field(label).selectOption({ label: value });
      else await this.field(label).fill(value);
    }
  }

  /** The message at a field, found through its aria-describedby. */
  messageAt(label: keyof PartyFields | 'Retención de IRPF'): Locator {
    const key = {
      'Razón social': 'name',
      'NIF/CIF/NIE': 'nif',
      'NIF-IVA': 'nif',
      'Número de pasaporte': 'nif',
      'Tipo de identificación': 'idType',
      'Correo electrónico': 'email',
      Teléfono: 'phone',
      'Persona de contacto': 'contactPerson',
      Dirección: 'address',
      'Código postal': 'postalCode',
      Localidad: 'city',
      Provincia: 'province',
      País: 'countryCode',
      'Plazos (días)': 'paymentTermsDays',
      'Reparto (%)': 'paymentShares',
      'Días de pago': 'paymentDays',
      'Forma de pago': 'paymentMethod',
      IBAN: 'iban',
      BIC: 'bic',
      'Referencia del mandato SEPA': 'mandateReference',
      'Fecha de firma del mandato': 'mandateDate',
      'Esquema del mandato': 'mandateScheme',
      Notas: 'notes',
      'Retención de IRPF': 'irpfRate',
    }[label];
    return this.page.locator(`#${this.kind}-${key}-error`);
  }

  idFromUrl(): string {
    return new URL(this.page.url().replace('#', '')).searchParams.get(PARTY[this.kind].idParam) ?? '';
  }
}

export class ProductListPage extends MasterList {
  constructor(page: Page) {
    super(page, '/categories', 'Productos');
  }

  async startNew(): Promise<ProductForm> {
    await this.page.getByRole('button', { name: 'Nuevo producto' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Nuevo producto' })).toBeVisible();
    return new ProductForm(this.page);
  }

  async openRecord(code: string): Promise<ProductForm> {
    await this.table.getByRole('link', { name: code, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: new RegExp(`^${code} · `) })).toBeVisible();
    return new ProductForm(this.page);
  }
}

export type ProductFields = Partial<
  Record<'Código' | 'Nombre' | 'Descripción' | 'Precio de venta (€)' | 'Stock mínimo' | 'Código de barras (EAN-13)', string>
>;

export class ProductForm extends RecordForm {
  async fillProduct(fields: ProductFields & { Unidad?: string; 'IVA (%)'?: string }): Promise<void> {
    const { Unidad: unit, 'IVA (%)': vat, ...text } = fields;
    await this.fill(text as Record<string, string>);
    if (unit) await this.field('Unidad').selectOption(unit);
    if (vat) await this.field('IVA (%)').selectOption(vat);
  }

  messageAt(label: keyof ProductFields): Locator {
    const key = {
      Código: 'code',
      Nombre: 'name',
      Descripción: 'description',
      'Precio de venta (€)': 'salePrice',
      'Stock mínimo': 'minStock',
      'Código de barras (EAN-13)': 'barcode',
    }[label];
    return this.page.locator(`#product-${key}-error`);
  }

  idFromUrl(): string {
    return new URL(this.page.url().replace('#', '')).searchParams.get('categoryId') ?? '';
  }
}
