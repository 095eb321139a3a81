/**
 * The benchmark companies' data, generated deterministically from a seed
 * (mulberry32) and written through `emit` in the order it is produced, so the
 * caller can stream it to Firestore: realistic Spanish parties (valid NIF/CIF),
 * products (valid EAN-13), a ledger of confirmed entradas and salidas planned
 * one document at a time by the stock writer's own planner (so every stock
 * level is the sum of its movements' deltas, and average costs and values are
 * the writer's), and the invoices made from some of those documents (sales,
 * purchases, a few rectificativas; paid, pending and overdue), numbered
 * gaplessly per series and year, with their counters. Documents are built by
 * the same functions the app and the other seeders use.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { addDaysIso } from '../src/domain/dates';
import { isoYear } from '../src/domain/invoiceDates';
import { rectificationLines } from '../src/domain/rectification';
import { vendorInvoiceKey } from '../src/domain/vendorInvoiceNumber';
import {
  counterKeyFor,
  linesFromSources,
  numberTextFor,
  operationDateFromSources,
  PURCHASE_REGISTRY_SERIES,
  type InvoiceContent,
  type InvoiceKind,
  type IssuerSnapshot,
  type PaymentMethod,
} from '../src/domain/invoices/invoiceModel';
import { documentNumberFor } from '../src/domain/stock/documentNumber';
import { newDraftDocument } from '../src/domain/stock/draftFields';
import { planStockCommit } from '../src/domain/stock/stockCommand';
import type { ProductFacts } from '../src/domain/stock/stockPlan';
import { COLLECTION_OF, type DocDraft, type DocKind, type DocLine } from '../src/domain/stock/stockTypes';
import { contentFor, issuedInvoiceDoc } from './invoices';
import { cifFor, dniFor, eanFor, partyDoc, productDoc } from './masterData';

// ---- Deterministic randomness ---------------------------------------------------

/** mulberry32: a small, fast, seedable generator of floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** An index in [0, n) favouring the first ones (a few best-sellers, a long tail). */
  skewed(n: number): number {
    return Math.min(n - 1, Math.floor(n * this.next() ** 2));
  }
}

// ---- Spanish data -------------------------------------------------------------

const FIRST_NAMES = [
  'María',
  'Carmen',
  'Josefa',
  'Isabel',
  'Ana',
  'Laura',
  'Lucía',
  'Marta',
  'Cristina',
  'Elena',
  'Pilar',
  'Rosa',
  'Antonio',
  'José',
  'Manuel',
  'Francisco',
  'David',
  'Juan',
  'Javier',
  'Daniel',
  'Carlos',
  'Jesús',
  'Alejandro',
  'Miguel',
  'Pablo',
  'Sergio',
  'Raúl',
  'Alberto',
  'Fernando',
  'Nuria',
];
const SURNAMES = [
  'García',
  'Rodríguez',
  'González',
  'Fernández',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Alonso',
  'Gutiérrez',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Ramírez',
  'Serrano',
  'Blanco',
  'Molina',
  'Castro',
  'Ortega',
  'Rubio',
  'Marín',
  'Sanz',
  'Iglesias',
  'Medina',
  'Garrido',
  'Cortés',
  'Castillo',
];
const TRADES = [
  'Distribuciones',
  'Suministros',
  'Comercial',
  'Ferretería',
  'Construcciones',
  'Reformas',
  'Talleres',
  'Hostelería',
  'Transportes',
  'Almacenes',
  'Instalaciones',
  'Carpintería',
  'Limpiezas',
  'Restaurante',
  'Supermercados',
  'Droguería',
  'Panadería',
  'Fontanería',
  'Electricidad',
  'Materiales',
];
const PLACES = [
  'del Norte',
  'del Sur',
  'de Levante',
  'Ibéricos',
  'del Cantábrico',
  'de la Meseta',
  'del Ebro',
  'del Duero',
  'del Tajo',
  'Mediterráneos',
  'Atlánticos',
  'de la Sierra',
  'del Valle',
  'de la Vega',
  'Castellanos',
  'Andaluces',
  'Gallegos',
  'Riojanos',
  'Manchegos',
  'Canarios',
];
const RETAIL = ['Droguería', 'Ferretería', 'Ultramarinos', 'Panadería', 'Frutería', 'Mercería', 'Cafetería', 'Bazar'];
/** [city, province, first two digits of the postal code]. */
const CITIES: readonly [string, string, string][] = [
  ['Madrid', 'Madrid', '28'],
  ['Alcalá de Henares', 'Madrid', '28'],
  ['Getafe', 'Madrid', '28'],
  ['Barcelona', 'Barcelona', '08'],
  ['Sabadell', 'Barcelona', '08'],
  ['Valencia', 'Valencia', '46'],
  ['Sevilla', 'Sevilla', '41'],
  ['Zaragoza', 'Zaragoza', '50'],
  ['Málaga', 'Málaga', '29'],
  ['Murcia', 'Murcia', '30'],
  ['Palma', 'Illes Balears', '07'],
  ['Bilbao', 'Bizkaia', '48'],
  ['Valladolid', 'Valladolid', '47'],
  ['Vigo', 'Pontevedra', '36'],
  ['Gijón', 'Asturias', '33'],
  ['A Coruña', 'A Coruña', '15'],
  ['Granada', 'Granada', '18'],
  ['Alicante', 'Alicante', '03'],
  ['Córdoba', 'Córdoba', '14'],
  ['Pamplona', 'Navarra', '31'],
  ['Toledo', 'Toledo', '45'],
  ['Salamanca', 'Salamanca', '37'],
  ['Logroño', 'La Rioja', '26'],
  ['Santander', 'Cantabria', '39'],
  ['Badajoz', 'Badajoz', '06'],
  ['Cáceres', 'Cáceres', '10'],
  ['Burgos', 'Burgos', '09'],
  ['León', 'León', '24'],
  ['Las Palmas de Gran Canaria', 'Las Palmas', '35'],
  ['Santa Cruz de Tenerife', 'Santa Cruz de Tenerife', '38'],
];
const STREETS = [
  'Calle Mayor',
  'Calle Real',
  'Avenida de la Constitución',
  'Calle de la Industria',
  'Polígono Industrial Las Arenas, nave',
  'Calle Nueva',
  'Paseo de la Estación',
  'Calle del Sol',
  'Avenida de Andalucía',
  'Calle San Francisco',
  'Ronda Sur',
  'Calle de Alcalá',
];

interface Family {
  code: string;
  unit: string;
  vat: '21' | '10' | '4';
  /** Sale price range in cents. */
  price: [number, number];
  names: string[];
  variants: string[];
  sizes: string[];
}

const FAMILIES: readonly Family[] = [
  {
    code: 'TOR',
    unit: 'caja',
    vat: '21',
    price: [350, 2400],
    names: ['Tornillo hexagonal', 'Tornillo rosca chapa', 'Tornillo autotaladrante', 'Tirafondo', 'Perno de anclaje'],
    variants: ['zincado', 'inoxidable A2', 'latonado', 'pavonado', 'galvanizado'],
    sizes: ['M4×20', 'M5×30', 'M6×40', 'M8×50', 'M10×60', 'M12×80', '3,5×25', '4×40', '5×50', '6×60'],
  },
  {
    code: 'ELE',
    unit: 'm',
    vat: '21',
    price: [25, 450],
    names: ['Cable H07V-K', 'Manguera RV-K', 'Tubo corrugado', 'Cable paralelo', 'Cable coaxial'],
    variants: ['azul', 'marrón', 'negro', 'gris', 'amarillo-verde', 'blanco'],
    sizes: ['1,5 mm²', '2,5 mm²', '4 mm²', '6 mm²', 'Ø16 mm', 'Ø20 mm', 'Ø25 mm'],
  },
  {
    code: 'PIN',
    unit: 'ud',
    vat: '21',
    price: [450, 7500],
    names: ['Pintura plástica', 'Esmalte sintético', 'Barniz', 'Imprimación', 'Pintura de fachadas'],
    variants: ['blanco mate', 'blanco satinado', 'negro brillo', 'gris perla', 'verde carruaje', 'incoloro', 'rojo óxido'],
    sizes: ['750 ml', '2,5 l', '4 l', '5 l', '15 l'],
  },
  {
    code: 'FON',
    unit: 'ud',
    vat: '21',
    price: [90, 6500],
    names: ['Codo PVC', 'Te PVC', 'Manguito de cobre', 'Llave de paso', 'Grifo monomando', 'Sifón'],
    variants: ['90°', '45°', 'cromado', 'de latón', 'reforzado'],
    sizes: ['Ø32', 'Ø40', 'Ø50', 'Ø110', '1/2"', '3/4"'],
  },
  {
    code: 'LIM',
    unit: 'ud',
    vat: '21',
    price: [120, 1800],
    names: ['Lejía', 'Detergente', 'Limpiador multiusos', 'Friegasuelos', 'Jabón líquido de manos', 'Desengrasante'],
    variants: ['perfumado', 'neutro', 'con amoniaco', 'aroma limón', 'aroma pino', 'profesional'],
    sizes: ['750 ml', '1 l', '2 l', '5 l'],
  },
  {
    code: 'ALI',
    unit: 'ud',
    vat: '4',
    price: [70, 4200],
    names: ['Aceite de oliva virgen extra', 'Arroz redondo', 'Harina de trigo', 'Leche entera UHT', 'Pan de molde', 'Huevos camperos'],
    variants: ['ecológico', 'origen España', 'categoría extra', 'de la casa'],
    sizes: ['1 kg', '1 l', '5 l', 'pack 6', '12 ud'],
  },
  {
    code: 'BEB',
    unit: 'paquete',
    vat: '10',
    price: [150, 2200],
    names: ['Agua mineral natural', 'Café molido', 'Zumo de naranja', 'Refresco de cola', 'Cerveza sin alcohol', 'Infusión de manzanilla'],
    variants: ['natural', 'descafeinado', 'sin azúcar', 'tostado', 'con gas'],
    sizes: ['pack 6 × 1,5 l', '250 g', 'pack 24 latas', '1 l', 'caja 25 sobres'],
  },
  {
    code: 'CON',
    unit: 'ud',
    vat: '21',
    price: [180, 1900],
    names: ['Cemento gris CEM II', 'Yeso de construcción', 'Mortero cola', 'Arena lavada', 'Ladrillo hueco doble'],
    variants: ['32,5 R', 'blanco', 'flexible', 'fino', 'gris'],
    sizes: ['saco 25 kg', 'saco 15 kg', 'saco 35 kg', 'big bag'],
  },
  {
    code: 'GRA',
    unit: 'kg',
    vat: '10',
    price: [55, 1200],
    names: ['Azúcar blanco', 'Sal marina', 'Garbanzos', 'Lentejas pardinas', 'Alubias blancas', 'Pasta de trigo'],
    variants: ['a granel', 'extra', 'ecológico', 'de León', 'de Castilla'],
    sizes: ['1 kg', '5 kg', '10 kg', '25 kg'],
  },
  {
    code: 'HER',
    unit: 'ud',
    vat: '21',
    price: [350, 9500],
    names: ['Martillo', 'Destornillador', 'Alicate universal', 'Llave inglesa', 'Nivel de burbuja', 'Sierra de costilla', 'Taladro percutor'],
    variants: ['profesional', 'bimateria', 'cromado', 'de carpintero', 'aislado 1000 V'],
    sizes: ['200 mm', '250 mm', '300 mm', 'PH2', '8 mm', '18 V'],
  },
];
const BRANDS = ['Fixtor', 'Ibérica', 'Norvia', 'Solmar', 'Castell', 'Duralux', 'Prisma', 'Atlas', 'Galena', 'Oroval', 'Tajo', 'Velasco'];

const centsText = (c: number) => `${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}`;
const pad = (n: number, width = 6) => String(n).padStart(width, '0');

function domainOf(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .split(' ')
    .filter((w) => w.length > 2);
  return words.slice(0, 2).join('') || 'empresa';
}

// ---- Companies ----------------------------------------------------------------

export interface CompanySize {
  products: number;
  clients: number;
  vendors: number;
  /** Confirmed entradas and salidas: one movement each. */
  movements: number;
  /** Issued invoices of every kind (sales, purchases, rectificativas). */
  invoices: number;
}

export interface BenchCompany {
  key: 'large' | 'small';
  corpId: string;
  name: string;
  nif: string;
  size: CompanySize;
  users: { uid: string; email: string; name: string; role: 'admin' | 'user' }[];
}

export const BENCH_PASSWORD = 'almacena2026';

export const BENCH_COMPANIES: Record<'large' | 'small', BenchCompany> = {
  large: {
    key: 'large',
    corpId: 'bench-grande',
    name: 'Almacenes Castellanos S.A.',
    nif: cifFor('A', 4_712_345),
    size: { products: 10_000, clients: 1_000, vendors: 500, movements: 100_000, invoices: 20_000 },
    users: [
      { uid: 'bench-grande-admin', email: 'admin@grande.bench', name: 'Adela Grande', role: 'admin' },
      { uid: 'bench-grande-user', email: 'personal@grande.bench', name: 'Germán Grande', role: 'user' },
    ],
  },
  small: {
    key: 'small',
    corpId: 'bench-pequena',
    name: 'Droguería La Esquina S.L.',
    nif: cifFor('B', 2_876_543),
    // "~30 of each": the ledger is twice that so that 30 invoices have albaranes to come from.
    size: { products: 30, clients: 30, vendors: 30, movements: 60, invoices: 30 },
    users: [
      { uid: 'bench-pequena-admin', email: 'admin@pequena.bench', name: 'Paula Pequeña', role: 'admin' },
      { uid: 'bench-pequena-user', email: 'personal@pequena.bench', name: 'Pedro Pequeño', role: 'user' },
    ],
  },
};

export function corporationData(c: BenchCompany, rng: Rng) {
  const [city, province, cp] = rng.pick(CITIES);
  return {
    nif: c.nif,
    legalName: c.name,
    address: `${rng.pick(STREETS)}, ${rng.int(1, 120)}`,
    postalCode: `${cp}${pad(rng.int(1, 99), 3)}`,
    city,
    province,
    country: 'España',
    phone: `+34 9${rng.int(10, 89)} ${pad(rng.int(0, 999), 3)} ${pad(rng.int(0, 999), 3)}`,
    email: `administracion@${domainOf(c.name)}.es`,
    iban: 'ES91 2100 0418 4502 0005 1332',
    salesSeries: 'F',
    rectificationSeries: 'R',
    defaultVatRate: 21,
    allowNegativeStock: false,
  };
}

// ---- What the generator emits ---------------------------------------------------

export type Emit = (path: string, data: DocumentData) => Promise<void> | void;

export interface Samples {
  vendorId: string;
  clientId: string;
  productId: string;
  /** The product with the longest history (for #/stock/details). */
  hotProductId: string;
  hotMovements: number;
  inputId: string;
  outputId: string;
  salesInvoiceId: string;
  purchaseInvoiceId: string;
  /** The year with the most sales invoices (for the 347 report). */
  busiestYear: number;
}

export interface Generated {
  counts: Record<string, number>;
  samples: Samples;
}

interface PartyRec {
  id: string;
  data: DocumentData;
  used: boolean;
}

interface ProductRec {
  id: string;
  facts: ProductFacts;
  salePriceCents: number;
  costCents: number;
  vatRate: number;
}

interface InvoiceStub {
  id: string;
  kind: InvoiceKind;
  docId: string;
  doc: { number: string; date: string; reference: string; lines: DocLine[] };
  party: PartyRec;
  issueDate: string;
}

const DAY = 86_400_000;

/** Everything under corporations/{corpId}, in write order: parties, products, ledger, stock, invoices. */
export async function generateCompany(
  company: BenchCompany,
  options: { seed: number; until: string; issuer: IssuerSnapshot; emit: Emit; onPart?: (part: string) => void },
): Promise<Generated> {
  const { size, corpId } = company;
  const rng = new Rng(options.seed);
  const base = `corporations/${corpId}`;
  const uid = company.users.find((u) => u.role === 'user')!.uid;
  const counts: Record<string, number> = {};
  const emit = async (collection: string, id: string, data: DocumentData) => {
    counts[collection] = (counts[collection] ?? 0) + 1;
    await options.emit(`${base}/${collection}/${id}`, data);
  };

  // Parties (written after the ledger, once we know which are in use).
  const parties = (kind: 'vendor' | 'client', n: number): PartyRec[] =>
    Array.from({ length: n }, (_, i) => {
      const [city, province, cp] = rng.pick(CITIES);
      const person = kind === 'client' && rng.chance(0.2);
      const surname = rng.pick(SURNAMES);
      const name = person
        ? rng.chance(0.5)
          ? `${rng.pick(RETAIL)} ${rng.pick(FIRST_NAMES)}`
          : `${rng.pick(FIRST_NAMES)} ${surname} ${rng.pick(SURNAMES)}`
        : `${rng.pick(TRADES)} ${rng.chance(0.5) ? surname : rng.pick(PLACES)} ${rng.chance(0.25) ? 'S.A.' : 'S.L.'}`;
      const nif = person ? dniFor(10_000_000 + rng.int(0, 89_999_999)) : cifFor(name.endsWith('S.A.') ? 'A' : 'B', rng.int(100_000, 9_999_999));
      const data = partyDoc(kind, {
        name,
        nif,
        email: `${person ? 'contacto' : 'administracion'}@${domainOf(name)}${i}.es`,
        phone: `+34 ${rng.pick(['6', '9'])}${rng.int(10, 99)} ${pad(rng.int(0, 999), 3)} ${pad(rng.int(0, 999), 3)}`,
        address: `${rng.pick(STREETS)}, ${rng.int(1, 200)}`,
        postalCode: `${cp}${pad(rng.int(1, 99), 3)}`,
        city,
        province,
        contactPerson: `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`,
        paymentTermsDays: String(rng.pick([0, 15, 30, 30, 30, 45, 60, 60, 90])),
        recargoEquivalencia: person && rng.chance(0.5),
        irpfRate: kind === 'client' && !person && rng.chance(0.04) ? '15' : '0',
        active: i % 25 !== 24,
      });
      return { id: `${kind}-${pad(i + 1)}`, data, used: false };
    });
  const vendors = parties('vendor', size.vendors);
  const clients = parties('client', size.clients);

  // Products, with their code documents.
  options.onPart?.('productos');
  const products: ProductRec[] = [];
  for (let i = 0; i < size.products; i++) {
    const family = FAMILIES[i % FAMILIES.length]!;
    const salePriceCents = rng.int(family.price[0], family.price[1]);
    const data = productDoc({
      code: `${family.code}-${pad(i + 1, 5)}`,
      name: `${rng.pick(family.names)} ${rng.pick(family.variants)} ${rng.pick(family.sizes)} ${rng.pick(BRANDS)}`,
      unit: family.unit,
      salePrice: centsText(salePriceCents),
      vatRate: family.vat,
      minStock: String(rng.pick([0, 0, 2, 5, 10, 20, 50])),
      barcode: eanFor(3_000_000_000 + i * 7 + rng.int(0, 6)),
      description: rng.chance(0.3) ? 'Producto de catálogo. Consultar disponibilidad para pedidos grandes.' : '',
      active: i % 40 !== 39,
    });
    const id = `product-${pad(i + 1)}`;
    products.push({
      id,
      facts: { code: String(data.code), name: String(data.name), unit: String(data.unit), minStock: Number(data.minStock) },
      salePriceCents,
      costCents: Math.max(1, Math.round(salePriceCents * (0.55 + rng.float() * 0.2))),
      vatRate: Number(data.vatRate),
    });
    await emit('categories', id, data);
    await emit('productCodes', String(data.codeKey), { categoryId: id });
  }

  // The ledger: confirmed entradas and salidas in date order, each planned by the writer's planner.
  options.onPart?.('movimientos');
  const untilMs = Date.parse(`${options.until}T18:00:00Z`);
  const spanMs = 395 * DAY;
  const startMs = untilMs - spanMs;
  /** Each product's stock/{id} as the last confirmation left it (planStockCommit's `stocks`). */
  const stocks: Record<string, Record<string, unknown> | undefined> = {};
  const hotId = products[0]!.id;
  let hotMovements = 0;
  const salesTarget = Math.round(size.invoices * 0.68);
  const rectTarget = Math.max(1, Math.round(size.invoices * 0.005));
  const purchaseTarget = size.invoices - salesTarget - rectTarget;
  const stubs: InvoiceStub[] = [];
  let sales = 0;
  let purchases = 0;
  let firstInput = '';
  let firstOutput = '';

  const lineFor = (kind: DocKind, p: ProductRec, quantity: number): DocLine => ({
    categoryId: p.id,
    code: p.facts.code,
    name: p.facts.name,
    unit: p.facts.unit,
    quantity,
    unitPriceCents: kind === 'input' ? Math.max(1, Math.round(p.costCents * (0.95 + rng.float() * 0.1))) : p.salePriceCents,
    discountPct: kind === 'output' && rng.chance(0.15) ? rng.pick([5, 10]) : 0,
    vatRate: p.vatRate,
  });
  const inputQuantity = (p: ProductRec) =>
    p.facts.unit === 'kg' || p.facts.unit === 'm' ? rng.int(20, 400) + (rng.chance(0.3) ? 0.5 : 0) : rng.int(6, 120);

  for (let k = 0; k < size.movements; k++) {
    const ms = startMs + Math.floor((k * spanMs) / size.movements) + rng.int(0, 999);
    const date = new Date(ms).toISOString().slice(0, 10);
    const lineCount = rng.pick([1, 1, 1, 2, 2, 3]);
    const picked = new Set<number>();
    if (rng.chance(0.05)) picked.add(0);
    while (picked.size < lineCount) picked.add(rng.skewed(products.length));
    let kind: DocKind = rng.chance(0.58) ? 'output' : 'input';
    let lines: DocLine[] = [];
    if (kind === 'output') {
      for (const i of picked) {
        const p = products[i]!;
        const have = Number(stocks[p.id]?.quantity ?? 0);
        if (have >= 1) lines.push(lineFor('output', p, Math.min(Math.floor(have), rng.int(1, 24))));
      }
      if (lines.length === 0) kind = 'input';
    }
    if (kind === 'input') lines = [...picked].map((i) => lineFor('input', products[i]!, inputQuantity(products[i]!)));

    const partyList = kind === 'input' ? vendors : clients;
    const party = partyList[rng.skewed(partyList.length)]!;
    party.used = true;
    const id = `${uid}${ms}`;
    const number = documentNumberFor(kind, id);
    const draft: DocDraft = {
      date,
      partyId: party.id,
      partyName: String(party.data.name),
      partyNif: String(party.data.nif),
      reference: kind === 'input' ? `ALB-${date.slice(0, 4)}-${pad(rng.int(1, 99_999), 5)}` : rng.chance(0.6) ? `PED-${rng.int(100, 99_999)}` : '',
      notes: rng.chance(0.05) ? 'Entregar por la mañana.' : '',
      lines,
    };
    const productIds = [...new Set(lines.map((l) => l.categoryId))];
    const facts: Record<string, Record<string, unknown> | undefined> = {};
    for (const pid of productIds) facts[pid] = { ...products[Number(pid.slice(-6)) - 1]!.facts };
    // Confirmed as the confirmStockDocument command would: the one planner writes document, movement and stock.
    const at = Timestamp.fromMillis(ms);
    const stored = newDraftDocument(draft, number, uid, at);
    const plan = planStockCommit(
      {
        request: { kind, reason: 'confirm', documentId: id, annulReason: '' },
        uid,
        stored,
        lines,
        productIds,
        party: party.data,
        products: facts,
        stocks,
        confirmation: undefined,
        allowNegative: false,
        today: date,
      },
      at,
    );
    if (!plan.ok) throw new Error(`Plan imposible para ${id}: ${plan.code}`);
    for (const pid of productIds) stocks[pid] = plan.stocks[pid];
    if (productIds.includes(hotId)) hotMovements++;

    // Paced so that invoices spread over the whole period and hit their targets exactly.
    let invoiceId: string | null = null;
    const due = (target: number) => Math.ceil((target * (k + 1)) / size.movements);
    if (kind === 'output' && sales < due(salesTarget)) {
      sales++;
      invoiceId = `${uid}${ms + 1}`;
    } else if (kind === 'input' && purchases < due(purchaseTarget)) {
      purchases++;
      invoiceId = `${uid}${ms + 2}`;
    }
    if (invoiceId) {
      const issueDate = minIso(addDaysIso(date, rng.int(0, kind === 'input' ? 6 : 3)), options.until);
      stubs.push({ id: invoiceId, kind, docId: id, doc: { number, date, reference: draft.reference, lines }, party, issueDate });
    }
    if (kind === 'input') firstInput ||= id;
    else firstOutput ||= id;

    // Invoiced later by its invoice (writeInvoices), as issueInvoice marks the sources it lists.
    await emit(COLLECTION_OF[kind], id, { ...stored, ...plan.document, invoiced: invoiceId !== null, invoiceId });
    await emit('movements', plan.movementId, plan.movement);
  }

  options.onPart?.('stock');
  const stockAt = Timestamp.fromMillis(untilMs);
  for (const p of products) {
    const s = stocks[p.id];
    if (s) await emit('stock', p.id, { ...s, updatedAt: stockAt });
  }

  options.onPart?.('proveedores y clientes');
  for (const v of vendors) await emit('vendors', v.id, { ...v.data, inUse: v.used });
  for (const c of clients) await emit('clients', c.id, { ...c.data, inUse: c.used });

  options.onPart?.('facturas');
  const invoiceSamples = await writeInvoices(stubs, rectTarget, { ...options, uid, rng, emit });

  const busiest = invoiceSamples.salesPerYear;
  return {
    counts,
    samples: {
      vendorId: vendors[0]!.id,
      clientId: clients[0]!.id,
      productId: products[Math.min(1, products.length - 1)]!.id,
      hotProductId: hotId,
      hotMovements,
      inputId: firstInput,
      outputId: firstOutput,
      salesInvoiceId: invoiceSamples.salesInvoiceId,
      purchaseInvoiceId: invoiceSamples.purchaseInvoiceId,
      busiestYear: Number(Object.entries(busiest).sort((a, b) => b[1] - a[1])[0]?.[0] ?? isoYear(options.until)),
    },
  };
}

const minIso = (a: string, b: string) => (a < b ? a : b);
const maxIso = (a: string, b: string) => (a > b ? a : b);
const byDate = (a: { issueDate: string; id: string }, b: { issueDate: string; id: string }) =>
  a.issueDate < b.issueDate ? -1 : a.issueDate > b.issueDate ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

interface Numbered {
  stub: { id: string; issueDate: string };
  content: InvoiceContent;
  series: string;
  number: number;
  dueDate?: string;
  rectifiedBy?: { invoiceId: string; numberText: string }[];
}

/** Gapless numbers per series and year, in issue-date order; returns the counters' next values. */
function numberInOrder<T extends { issueDate: string; id: string }>(items: T[]): Map<T, number> {
  const numbers = new Map<T, number>();
  const byYear: Record<number, number> = {};
  for (const item of [...items].sort(byDate)) {
    const year = isoYear(item.issueDate);
    byYear[year] = (byYear[year] ?? 0) + 1;
    numbers.set(item, byYear[year]!);
  }
  return numbers;
}

async function writeInvoices(
  stubs: InvoiceStub[],
  rectTarget: number,
  ctx: { until: string; issuer: IssuerSnapshot; uid: string; rng: Rng; emit: (collection: string, id: string, data: DocumentData) => Promise<void> },
): Promise<{ salesInvoiceId: string; purchaseInvoiceId: string; salesPerYear: Record<number, number> }> {
  const { rng, until, uid, issuer } = ctx;
  const out: Numbered[] = [];
  const salesStubs = stubs.filter((s) => s.kind === 'output');
  const purchaseStubs = stubs.filter((s) => s.kind === 'input');
  const salesNumbers = numberInOrder(salesStubs);
  const purchaseNumbers = numberInOrder(purchaseStubs);
  const vendorSeq: Record<string, number> = {};
  const salesPerYear: Record<number, number> = {};

  const sales = new Map<string, Numbered>();
  for (const s of salesStubs) {
    const src = { id: s.docId, number: s.doc.number, date: s.doc.date, reference: s.doc.reference, partyId: s.party.id, lines: s.doc.lines };
    const content = contentFor('output', s.party.id, s.party.data, linesFromSources('output', [src]), {
      sourceIds: [s.docId],
      operationDate: operationDateFromSources([src]),
    });
    const n: Numbered = { stub: s, content, series: 'F', number: salesNumbers.get(s)! };
    sales.set(s.id, n);
    out.push(n);
    salesPerYear[isoYear(s.issueDate)] = (salesPerYear[isoYear(s.issueDate)] ?? 0) + 1;
  }
  for (const s of purchaseStubs) {
    const src = { id: s.docId, number: s.doc.number, date: s.doc.date, reference: s.doc.reference, partyId: s.party.id, lines: s.doc.lines };
    const seq = (vendorSeq[s.party.id] = (vendorSeq[s.party.id] ?? 0) + 1);
    const vendorDate = s.doc.date;
    const content = contentFor('input', s.party.id, s.party.data, linesFromSources('input', [src]), {
      sourceIds: [s.docId],
      vendorInvoiceNumber: `FV-${vendorDate.slice(0, 4)}-${pad(seq, 5)}`,
      vendorInvoiceDate: vendorDate,
      dueDate: addDaysIso(vendorDate, Number(s.party.data.paymentTermsDays ?? 30)),
    });
    out.push({ stub: s, content, series: PURCHASE_REGISTRY_SERIES, number: purchaseNumbers.get(s)!, dueDate: content.dueDate ?? undefined });
  }

  // Rectificativas by difference: the first line of some sales invoices comes back.
  const candidates = salesStubs.filter((s) => addDaysIso(s.issueDate, 10) < until);
  const chosen = new Set<InvoiceStub>();
  while (chosen.size < Math.min(rectTarget, candidates.length)) chosen.add(candidates[rng.int(0, candidates.length - 1)]!);
  const rects = [...chosen].map((orig) => ({ orig, id: `${orig.id}r`, issueDate: minIso(addDaysIso(orig.issueDate, rng.int(3, 30)), until) }));
  const rectNumbers = numberInOrder(rects);
  for (const r of rects) {
    const original = sales.get(r.orig.id)!;
    const origText = numberTextFor('F', isoYear(r.orig.issueDate), original.number);
    const number = rectNumbers.get(r)!;
    const content: InvoiceContent = {
      ...original.content,
      type: 'rectificativa',
      sourceIds: [],
      operationDate: null,
      lines: rectificationLines(original.content.lines.slice(0, 1), 'difference'),
      rectifies: {
        invoiceId: r.orig.id,
        numberText: origText,
        issueDate: r.orig.issueDate,
        mode: 'difference',
        code: 'R1',
        replaced: null,
        reason: 'Devolución de mercancía con desperfectos.',
      },
    };
    out.push({ stub: r, content, series: 'R', number });
    original.rectifiedBy = [{ invoiceId: r.id, numberText: numberTextFor('R', isoYear(r.issueDate), number) }];
  }

  const counters: Record<string, { next: number; lastInvoiceId: string }> = {};
  const methods: PaymentMethod[] = ['transferencia', 'transferencia', 'transferencia', 'domiciliacion', 'tarjeta', 'efectivo'];
  for (const n of out.sort((a, b) => byDate(a.stub, b.stub))) {
    const issueDate = n.stub.issueDate;
    const due = n.dueDate ?? addDaysIso(issueDate, n.content.paymentTermsDays);
    const old = addDaysIso(due, 20) < until;
    const paid = rng.chance(old ? 0.93 : 0.4)
      ? { date: minIso(until, maxIso(issueDate, addDaysIso(due, -rng.int(0, 10)))), method: rng.pick(methods) }
      : undefined;
    const data = issuedInvoiceDoc(n.content, { series: n.series, number: n.number, issueDate, issuedBy: uid, issuer, dueDate: n.dueDate, paid });
    if (n.rectifiedBy) data.rectifiedBy = n.rectifiedBy;
    await ctx.emit('invoices', n.stub.id, data);
    if (n.content.kind === 'input') {
      await ctx.emit('vendorInvoiceKeys', vendorInvoiceKey(n.content.partyId, n.content.vendorInvoiceNumber ?? ''), {
        invoiceId: n.stub.id,
        createdAt: data.issuedAt,
      });
    }
    const key = counterKeyFor(n.content.kind, n.series, isoYear(issueDate));
    const c = counters[key];
    if (!c || n.number >= c.next) counters[key] = { next: n.number + 1, lastInvoiceId: n.stub.id };
  }
  for (const [key, c] of Object.entries(counters))
    await ctx.emit('counters', key, { ...c, updatedAt: Timestamp.fromMillis(Date.parse(`${until}T18:00:00Z`)) });

  const lastSale = [...salesStubs].sort(byDate).at(-1);
  const lastPurchase = [...purchaseStubs].sort(byDate).at(-1);
  return { salesInvoiceId: lastSale?.id ?? '', purchaseInvoiceId: lastPurchase?.id ?? '', salesPerYear };
}
