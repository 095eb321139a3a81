/** Page objects and data for the stock area: entradas/salidas, #/stock and a product's history. */
import { expect, type Locator, type Page } from '@playwright/test';
import { seedConfirmedDocument, seedStockCatalogue } from '../../../seed/stock';
import type { DocKind, DocLine } from '../../../src/domain/stock/stockTypes';
import type { World } from './world';

export const PRODUCTS = {
  screw: { id: 'prod-screw', code: 'TOR-M8', name: 'Tornillo M8', barcode: '8412345678905', salePrice: '0,90', minStock: '5' },
  cable: { id: 'prod-cable', code: 'CAB-25', name: 'Cable 2,5 mm', barcode: '8400000012348', salePrice: '0,62', minStock: '0', unit: 'm' },
  washer: { id: 'prod-washer', code: 'ARA-8', name: 'Arandela 8 mm', barcode: '8400000023450', salePrice: '0,10', minStock: '1' },
} as const;

export const VENDOR = { id: 'vendor-norte', name: 'Suministros Norte S.L.' };
export const CLIENT = { id: 'client-sur', name: 'Obras Sur S.L.' };

/** The catalogue every stock test starts from, in the test's own company. */
export async function seedStockWorld(world: World): Promise<void> {
  await seedStockCatalogue(world.corpId, Object.values(PRODUCTS), { vendors: [VENDOR], clients: [CLIENT] });
}

/** An entrada already confirmed (through the writer's planner, with the Admin SDK). */
export async function seedConfirmedInput(world: World, id: string, lines: [keyof typeof PRODUCTS, number, number][]): Promise<void> {
  const docLines: DocLine[] = lines.map(([key, quantity, priceCents]) => {
    const p = PRODUCTS[key];
    return {
      categoryId: p.id,
      code: p.code,
      name: p.name,
      unit: 'unit' in p ? p.unit : 'ud',
      quantity,
      unitPriceCents: priceCents,
      discountPct: 0,
      vatRate: 21,
    };
  });
  await seedConfirmedDocument(world.corpId, {
    kind: 'input',
    id,
    uid: world.user.uid,
    draft: { date: '2026-03-02', partyId: VENDOR.id, partyName: VENDOR.name, partyNif: '', reference: 'ALB-SEED', notes: '', lines: docLines },
  });
}

export class StockDocumentPage {
  constructor(
    readonly page: Page,
    readonly kind: DocKind,
  ) {}

  get partyBox(): Locator {
    return this.page.getByRole('combobox', { name: this.kind === 'input' ? 'Proveedor' : 'Cliente' });
  }
  get productBox(): Locator {
    return this.page.getByRole('combobox', { name: 'Añadir producto' });
  }
  get lines(): Locator {
    return this.page.getByTestId('document-line');
  }
  get state(): Locator {
    return this.page.getByTestId('document-state');
  }
  get message(): Locator {
    return this.page.getByTestId('document-message');
  }
  get total(): Locator {
    return this.page.getByTestId('total-total');
  }
  quantity(productName: string): Locator {
    return this.page.getByLabel(`Cantidad de ${productName}`);
  }
  price(productName: string): Locator {
    return this.page.getByLabel(new RegExp(`^(Coste|Precio) unitario de ${productName}$`));
  }

  async openNew(): Promise<void> {
    await this.page.goto(this.kind === 'input' ? '#/inputs/details' : '#/outputs/details');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(this.kind === 'input' ? 'Nueva entrada' : 'Nueva salida');
  }

  async open(id: string): Promise<void> {
    await this.page.goto(this.kind === 'input' ? `#/inputs/details?inputId=${id}` : `#/outputs/details?outputId=${id}`);
    await expect(this.state).toBeVisible();
  }

  /** Types the start of the name and picks the first match with Enter. */
  async pickParty(text: string, expectedName: string): Promise<void> {
    await this.partyBox.fill(text);
    await this.partyBox.press('Enter');
    await expect(this.page.getByTestId('party-chosen')).toContainText(expectedName);
  }

  /** Keyboard only: product text, Enter, quantity, Enter; ends back in the product box. */
  async addLineByKeyboard(search: string, productName: string, quantity: string): Promise<void> {
    await this.productBox.focus();
    await this.page.keyboard.type(search);
    await this.page.keyboard.press('Enter');
    await expect(this.quantity(productName)).toBeFocused();
    await this.page.keyboard.type(quantity);
    await this.page.keyboard.press('Enter');
    await expect(this.productBox).toBeFocused();
  }

  async confirm(): Promise<void> {
    await this.page.getByRole('button', { name: 'Confirmar' }).click();
  }

  async annul(reason: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Anular' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Motivo').fill(reason);
    await dialog.getByRole('button', { name: /^Anular/ }).click();
    await expect(dialog).toBeHidden();
  }
}

export class StockListPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('#/stock');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
  }

  get rows(): Locator {
    return this.page.getByTestId('stock-row');
  }
  get range(): Locator {
    return this.page.getByTestId('list-range');
  }

  row(code: string): Locator {
    return this.page.getByTestId('stock-row').filter({ has: this.page.getByRole('cell', { name: code, exact: true }) });
  }

  /** A row's cells as shown (Intl's non-breaking spaces as plain ones). */
  async cellsOf(code: string): Promise<string[]> {
    await expect(this.row(code)).toBeVisible();
    return (await this.row(code).getByRole('cell').allInnerTexts()).map((t) => t.replace(/\u00a0/g, ' ').trim());
  }

  quantityOf(code: string): Locator {
    return this.row(code).getByTestId('stock-quantity');
  }

  async openHistory(name: string): Promise<void> {
    await this.page.getByRole('link', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Movimientos de stock' })).toBeVisible();
  }
}

export class StockHistoryPage {
  constructor(readonly page: Page) {}

  get rows(): Locator {
    return this.page.getByTestId('movement-row');
  }
  get quantity(): Locator {
    return this.page.getByTestId('stock-detail-quantity');
  }
}
