/** Inicio (#/dashboard): its page object, and a company seeded with invoices, stock and movements of known amounts. */
import { expect, type Locator, type Page } from '@playwright/test';
import { adminDb } from '../../../seed/lib';
import { issuedInvoiceDoc } from '../../../seed/invoices';
import { seedConfirmedDocument } from '../../../seed/stock';
import { rebuildSummaries } from '../../../seed/summaries';
import { addDaysIso } from '../../../src/domain/dates';
import { madridIsoDate } from '../../../src/domain/invoiceDates';
import { shiftMonth } from '../../../src/domain/summaries';
import { documentNumberFor } from '../../../src/domain/stock/documentNumber';
import type { InvoiceContent, InvoiceKind, IssuerSnapshot, PaymentMethod } from '../../../src/domain/invoices/invoiceModel';
import { CLIENT, PRODUCTS, VENDOR, seedConfirmedInput, seedStockWorld } from './stockPages';
import type { World } from './world';

export type FigureId =
  'salesThisMonth' | 'salesLastMonth' | 'purchasesThisMonth' | 'receivable' | 'overdue' | 'payable' | 'stockValue' | 'belowMinimum';

export class DashboardPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Inicio' });
  }
  /** Shown only when every figure has arrived. */
  get ready(): Locator {
    return this.page.getByTestId('dashboard-ready');
  }
  figure(id: FigureId): Locator {
    return this.page.getByTestId(`figure-${id}`);
  }
  figureValue(id: FigureId): Locator {
    return this.figure(id).getByTestId('figure-value');
  }
  get chart(): Locator {
    return this.page.getByRole('img', { name: /^Ventas y compras por mes/ });
  }
  get tableToggle(): Locator {
    return this.page.getByRole('button', { name: /^(Ver como tabla|Ocultar la tabla)$/ });
  }
  get chartTable(): Locator {
    return this.page.getByTestId('dashboard-chart-table');
  }
  get overdueItems(): Locator {
    return this.page.getByTestId('dashboard-overdue-item');
  }
  get belowMinimumItems(): Locator {
    return this.page.getByTestId('dashboard-below-minimum-item');
  }
  get movementItems(): Locator {
    return this.page.getByTestId('dashboard-movement-item');
  }

  async open(): Promise<void> {
    await this.page.goto('#/dashboard');
    await this.waitReady();
  }

  async waitReady(timeout?: number): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.ready).toBeVisible({ timeout });
  }

  /** Sum of the reads Inicio labels as its own (dashboard.*). */
  async dashboardReads(): Promise<{ total: number; dashboard: number; byLabel: Record<string, number> }> {
    const stats = await this.page.evaluate(() => window.__almacena!.reads());
    const dashboard = Object.entries(stats.byLabel)
      .filter(([label]) => label.startsWith('dashboard.'))
      .reduce((a, [, n]) => a + n, 0);
    return { total: stats.total, dashboard, byLabel: stats.byLabel };
  }
}

// ---- Seeding ------------------------------------------------------------------------

/** The issuer of the invoices seeded in Inicio's company (also invoiceTotals.spec.ts). */
export const ISSUER: IssuerSnapshot = {
  legalName: 'Pruebas S.L.',
  nif: 'B86561412',
  address: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  country: 'España',
  iban: '',
};

function content(kind: InvoiceKind, baseCents: number, date: string, vendorNumber: string | null): InvoiceContent {
  const party = kind === 'output' ? CLIENT : VENDOR;
  return {
    kind,
    type: 'ordinaria',
    partyId: party.id,
    party: {
      name: party.name,
      idType: '',
      nif: kind === 'output' ? 'B40000000' : 'B30000000',
      address: '',
      postalCode: '',
      city: '',
      province: '',
      countryCode: 'ES',
      country: 'España',
    },
    paymentTermsDays: 30,
    recargoEquivalencia: false,
    irpfRate: 0,
    operationDate: null,
    dueDate: null,
    lines: [
      {
        description: 'Material de prueba',
        code: '',
        categoryId: null,
        unit: 'ud',
        quantity: 1,
        unitPriceCents: baseCents,
        discountPct: 0,
        vatRate: 21,
        exemption: null,
        sourceId: null,
        sourceLabel: null,
      },
    ],
    sourceIds: [],
    notes: '',
    rectifies: null,
    vendorInvoiceNumber: vendorNumber,
    vendorInvoiceDate: vendorNumber ? date : null,
  };
}

export interface DashboardDates {
  today: string;
  /** First day of this month, of last month and of three months ago. */
  thisMonth: string;
  lastMonth: string;
  threeMonthsAgo: string;
}

export function dashboardDates(): DashboardDates {
  const today = madridIsoDate(new Date());
  return {
    today,
    thisMonth: `${shiftMonth(today, 0)}-01`,
    lastMonth: `${shiftMonth(today, -1)}-01`,
    threeMonthsAgo: `${shiftMonth(today, -3)}-01`,
  };
}

interface SeedInvoice {
  id: string;
  kind: InvoiceKind;
  number: number;
  baseCents: number;
  date: string;
  dueDate: string;
  paid?: boolean;
}

/**
 * The company of Inicio's tests, dated around today (Madrid), every invoice 21 % VAT:
 *  sales    F-1 this month 1.000,00 pending (due in 30 days) · F-2 this month 250,50 paid
 *           F-3 last month 800,00 overdue (10 days) · F-4 three months ago 400,00 overdue (40 days)
 *           F-5 last month 99,00 paid
 *  purchases REG-1 this month 600,00 pending · REG-2 this month 150,00 paid · REG-3 last month 300,00 pending
 *  stock    an entrada of 3 Tornillo M8 at 2,00 (min 5), 100 m Cable at 0,50 (min 0), 1 Arandela at 0,10 (min 1),
 *           then a salida today of 40 m of cable: value 6,00 + 30,00 + 0,10; two products at or below minimum.
 * Then the summaries are rebuilt from it, as the seeders do.
 */
export async function seedDashboardWorld(world: World): Promise<{ dates: DashboardDates; inputNumber: string; outputNumber: string }> {
  const dates = dashboardDates();
  const { today } = dates;
  const invoices: SeedInvoice[] = [
    { id: 'dash-s1', kind: 'output', number: 1, baseCents: 100_000, date: dates.thisMonth, dueDate: addDaysIso(today, 30) },
    { id: 'dash-s2', kind: 'output', number: 2, baseCents: 25_050, date: dates.thisMonth, dueDate: addDaysIso(today, 30), paid: true },
    { id: 'dash-s3', kind: 'output', number: 3, baseCents: 80_000, date: dates.lastMonth, dueDate: addDaysIso(today, -10) },
    { id: 'dash-s4', kind: 'output', number: 4, baseCents: 40_000, date: dates.threeMonthsAgo, dueDate: addDaysIso(today, -40) },
    { id: 'dash-s5', kind: 'output', number: 5, baseCents: 9_900, date: dates.lastMonth, dueDate: addDaysIso(today, -20), paid: true },
    { id: 'dash-p1', kind: 'input', number: 1, baseCents: 60_000, date: dates.thisMonth, dueDate: addDaysIso(today, 20) },
    { id: 'dash-p2', kind: 'input', number: 2, baseCents: 15_000, date: dates.thisMonth, dueDate: addDaysIso(today, 20), paid: true },
    { id: 'dash-p3', kind: 'input', number: 3, baseCents: 30_000, date: dates.lastMonth, dueDate: addDaysIso(today, -5) },
  ];
  await seedStockWorld(world);
  const db = adminDb();
  const batch = db.batch();
  for (const inv of invoices) {
    const paid: { date: string; method: PaymentMethod } | undefined = inv.paid ? { date: inv.date, method: 'transferencia' } : undefined;
    const data = issuedInvoiceDoc(content(inv.kind, inv.baseCents, inv.date, inv.kind === 'input' ? `PROV-${inv.number}` : null), {
      series: inv.kind === 'output' ? 'F' : 'REG',
      number: inv.number,
      issueDate: inv.date,
      issuedBy: world.user.uid,
      issuer: ISSUER,
      dueDate: inv.dueDate,
      paid,
    });
    batch.set(db.doc(`corporations/${world.corpId}/invoices/${inv.id}`), data);
  }
  await batch.commit();

  const inputId = `${world.user.uid}1763000000001`;
  const outputId = `${world.user.uid}1763000000002`;
  await seedConfirmedInput(world, inputId, [
    ['screw', 3, 200],
    ['cable', 100, 50],
    ['washer', 1, 10],
  ]);
  const cable = PRODUCTS.cable;
  await seedConfirmedDocument(world.corpId, {
    kind: 'output',
    id: outputId,
    uid: world.user.uid,
    draft: {
      date: today,
      partyId: CLIENT.id,
      partyName: CLIENT.name,
      partyNif: '',
      reference: '',
      notes: '',
      lines: [
        { categoryId: cable.id, code: cable.code, name: cable.name, unit: cable.unit, quantity: 40, unitPriceCents: 62, discountPct: 0, vatRate: 21 },
      ],
    },
  });
  await rebuildSummaries(world.corpId);
  return { dates, inputNumber: documentNumberFor('input', inputId), outputNumber: documentNumberFor('output', outputId) };
}
