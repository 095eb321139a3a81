/**
 * Master data on the emulators, through the Admin SDK (rules bypassed), in
 * exactly the shapes the app writes (the same pure functions build them):
 * the demo company's proveedores, clientes and productos for `npm start`, and
 * deterministic bulk data (N products, vendors, clients) for tests and the
 * benchmark.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { productContentOf, type ProductDraft } from '../src/categories/product';
import { cifControlDigit, ean13CheckDigit } from '../src/domain';
import { partyContentOf, type PartyDraft, type PartyKind } from '../src/parties/party';
import { adminDb, now } from './lib';

// ---- Record builders ---------------------------------------------------------

/** A valid entity NIF (CIF) from a letter and a number below 10^7. */
export function cifFor(letter: 'A' | 'B' | 'E' | 'H', n: number): string {
  const digits = String(n % 10_000_000).padStart(7, '0');
  return `${letter}${digits}${cifControlDigit(digits)}`;
}

/** A valid DNI from a number below 10^8. */
export function dniFor(n: number): string {
  const digits = String(n % 100_000_000).padStart(8, '0');
  return `${digits}${'TRWAGMYFPDXBNJZSQVHLCKE'.charAt(Number(digits) % 23)}`;
}

/** A valid EAN-13 with the Spanish prefix 84 from a number below 10^10. */
export function eanFor(n: number): string {
  const first12 = `84${String(n % 10_000_000_000).padStart(10, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

export function partyDoc(kind: PartyKind, draft: Partial<PartyDraft>, inUse = false): Record<string, unknown> {
  return { ...partyContentOf(kind, draft), inUse, createdAt: now(), updatedAt: now() };
}

export function productDoc(draft: Partial<ProductDraft>): Record<string, unknown> {
  return { ...productContentOf(draft), createdAt: now(), updatedAt: now() };
}

type Write = { path: string; data: Record<string, unknown> };

function productWrites(corpId: string, id: string, draft: Partial<ProductDraft>): Write[] {
  const data = productDoc(draft);
  return [
    { path: `corporations/${corpId}/categories/${id}`, data },
    { path: `corporations/${corpId}/productCodes/${String(data.codeKey)}`, data: { categoryId: id } },
  ];
}

/** Writes without throttling (the emulator needs no ramp-up). */
async function writeAll(db: Firestore, writes: Write[]): Promise<void> {
  const writer = db.bulkWriter({ throttling: false });
  for (const w of writes) void writer.set(db.doc(w.path), w.data);
  await writer.close();
}

// ---- Demo data (npm start) ---------------------------------------------------

type DemoProduct = [code: string, name: string, unit: string, price: string, vat: string, minStock: string, description?: string];

const DEMO_PRODUCTS: DemoProduct[] = [
  ['TOR-M6-20', 'Tornillo hexagonal M6×20 zincado (caja 100 ud)', 'caja', '6,90', '21', '10'],
  ['TOR-M8-30', 'Tornillo hexagonal M8×30 zincado (caja 100 ud)', 'caja', '9,75', '21', '8'],
  ['TUE-M8', 'Tuerca hexagonal M8 DIN 934 (caja 200 ud)', 'caja', '5,40', '21', '5'],
  ['ARA-8', 'Arandela plana 8 mm inoxidable (bolsa 100 ud)', 'paquete', '3,20', '21', '12'],
  ['TAC-NY-8', 'Taco de nailon 8 mm (caja 100 ud)', 'caja', '4,15', '21', '10'],
  ['CAB-H07-25', 'Cable H07V-K 2,5 mm² azul', 'm', '0,62', '21', '200', 'Rollo de 100 m; se vende por metros.'],
  ['CAB-H07-15', 'Cable H07V-K 1,5 mm² marrón', 'm', '0,41', '21', '200'],
  ['TUB-PVC-40', 'Tubo PVC evacuación Ø40 mm (barra 3 m)', 'ud', '5,85', '21', '15'],
  ['CEM-GRIS-25', 'Cemento gris CEM II 32,5 R (saco 25 kg)', 'ud', '6,30', '21', '20'],
  ['YES-15', 'Yeso de construcción YG (saco 15 kg)', 'ud', '4,95', '21', '15'],
  ['PIN-BLA-15', 'Pintura plástica blanca mate interior 15 l', 'ud', '42,50', '21', '6'],
  ['PIN-ESM-075', 'Esmalte sintético negro brillo 750 ml', 'ud', '11,90', '21', '8'],
  ['SIL-TRA-300', 'Silicona neutra transparente 300 ml', 'ud', '4,60', '21', '24'],
  ['CIN-AME-50', 'Cinta americana gris 50 mm × 25 m', 'ud', '5,20', '21', '12'],
  ['GUA-NIT-M', 'Guantes de nitrilo talla M (caja 100 ud)', 'caja', '8,90', '21', '10'],
  ['LEJ-5L', 'Lejía apta para uso alimentario 5 l', 'ud', '3,35', '21', '30'],
  ['DET-MAN-1L', 'Detergente lavavajillas a mano 1 l', 'ud', '1,85', '21', '40'],
  ['PAP-IND-2', 'Bobina de papel industrial 2 capas (pack 2 ud)', 'paquete', '12,40', '21', '15'],
  ['ACE-OLI-5L', 'Aceite de oliva virgen extra 5 l', 'ud', '38,90', '4', '10'],
  ['ARR-RED-1', 'Arroz redondo 1 kg', 'kg', '1,65', '4', '50'],
  ['HAR-TRI-1', 'Harina de trigo 1 kg', 'kg', '0,95', '4', '40'],
  ['AZU-BLA-1', 'Azúcar blanco 1 kg', 'kg', '1,25', '10', '40'],
  ['CAF-MOL-250', 'Café molido natural 250 g', 'ud', '3,45', '10', '30'],
  ['AGU-MIN-15', 'Agua mineral natural 1,5 l (pack 6 ud)', 'paquete', '2,70', '10', '25'],
  ['LEC-ENT-1L', 'Leche entera UHT 1 l (pack 6 ud)', 'paquete', '6,60', '4', '20'],
  ['JAB-LIQ-5L', 'Jabón líquido de manos 5 l', 'l', '2,10', '21', '10'],
  ['SAL-MAR-1', 'Sal marina fina 1 kg', 'kg', '0,55', '10', '20'],
  ['MAN-OPE-H', 'Mano de obra de montaje', 'h', '32,00', '21', '0', 'Servicio: no lleva stock.'],
  ['TRA-PORTE', 'Porte y entrega a domicilio', 'ud', '15,00', '21', '0', 'Servicio: no lleva stock.'],
  ['EXP-ANT', 'Expositor antiguo de madera (descatalogado)', 'ud', '120,00', '21', '0'],
];

/** Services: no barcode, and they never move stock (stocked: false). */
const DEMO_SERVICES = new Set(['MAN-OPE-H', 'TRA-PORTE']);

type DemoParty = [name: string, nif: string, city: string, province: string, postalCode: string, extra?: Partial<PartyDraft>];

const DEMO_VENDORS: DemoParty[] = [
  ['Suministros Industriales del Norte S.L.', cifFor('B', 4810233), 'Bilbao', 'Bizkaia', '48009', { paymentTermsDays: '60' }],
  ['Ferretería Mayorista Levante S.A.', cifFor('A', 4602871), 'Valencia', 'Valencia', '46019', { paymentTermsDays: '30' }],
  ['Tornillería Peñalara S.L.', cifFor('B', 2845120), 'Madrid', 'Madrid', '28021'],
  ['Cables y Conductores Ibéricos S.A.', cifFor('A', 810452), 'Sabadell', 'Barcelona', '08205', { paymentTermsDays: '45' }],
  ['Pinturas Guadalquivir S.L.', cifFor('B', 4178910), 'Sevilla', 'Sevilla', '41007'],
  ['Química del Hogar Aragón S.L.', cifFor('B', 5032177), 'Zaragoza', 'Zaragoza', '50014'],
  ['Cementos y Áridos de Castilla S.A.', cifFor('A', 4720041), 'Valladolid', 'Valladolid', '47012', { paymentTermsDays: '90' }],
  ['Almazara La Campiña S.C.A.', cifFor('B', 2310077), 'Jaén', 'Jaén', '23009', { paymentTermsDays: '15' }],
  ['Distribuciones Alimentarias Galaicas S.L.', cifFor('B', 1567003), 'A Coruña', 'A Coruña', '15008'],
  ['Cafés Tostados Canarios S.L.', cifFor('B', 3501288), 'Las Palmas de Gran Canaria', 'Las Palmas', '35008'],
  ['Papelera del Mediterráneo S.A.', cifFor('A', 3004561), 'Murcia', 'Murcia', '30010'],
  ['Plásticos Técnicos Navarra S.L.', cifFor('B', 3109872), 'Pamplona', 'Navarra', '31013'],
  ['Transportes Rápidos Ebro S.L.', cifFor('B', 2601345), 'Logroño', 'La Rioja', '26006', { paymentTermsDays: '30' }],
  ['Envases Cantábricos S.A.', cifFor('A', 3905526), 'Santander', 'Cantabria', '39011'],
  ['Droguerías Antiguas del Centro S.L.', cifFor('B', 2811907), 'Madrid', 'Madrid', '28005', { active: false }],
];

const DEMO_CLIENTS: DemoParty[] = [
  // Three instalments by domiciliación (issue 30): the remittances need its IBAN and signed mandate.
  [
    'Construcciones Hermanos Ruiz S.L.',
    cifFor('B', 2877341),
    'Alcalá de Henares',
    'Madrid',
    '28806',
    {
      paymentTermsDays: '30/60/90',
      paymentDays: '5',
      paymentMethod: 'domiciliacion',
      iban: 'ES79 2100 0813 6101 2345 6789',
      bic: 'CAIXESBBXXX',
      mandateReference: `M-${cifFor('B', 2877341)}-01`,
      mandateDate: '2025-09-15',
      mandateScheme: 'CORE',
    },
  ],
  ['Reformas Integrales Sur S.L.', cifFor('B', 2960118), 'Málaga', 'Málaga', '29004', { paymentTermsDays: '60', paymentMethod: 'pagare' }],
  ['Bar Restaurante El Puerto S.L.', cifFor('B', 1104562), 'Cádiz', 'Cádiz', '11006'],
  ['Droguería Marisa', dniFor(50123456), 'Getafe', 'Madrid', '28901', { recargoEquivalencia: true }],
  ['Ferretería El Clavo', dniFor(12345678), 'Toledo', 'Toledo', '45005', { recargoEquivalencia: true }],
  ['Ultramarinos Casa Pepe', dniFor(71234567), 'Oviedo', 'Asturias', '33011', { recargoEquivalencia: true }],
  [
    'Hotel Mirador de la Sierra S.A.',
    cifFor('A', 1804003),
    'Granada',
    'Granada',
    '18009',
    { paymentTermsDays: '30', paymentMethod: 'transferencia' },
  ],
  ['Comunidad de Propietarios Avenida 12', cifFor('H', 2812345), 'Madrid', 'Madrid', '28039'],
  ['Instalaciones Eléctricas Tajo S.L.', cifFor('B', 4512390), 'Talavera de la Reina', 'Toledo', '45600'],
  ['Panadería Hermanas Gil', dniFor(20987654), 'Salamanca', 'Salamanca', '37002', { recargoEquivalencia: true }],
  ['Limpiezas Profesionales Turia S.L.', cifFor('B', 4688123), 'Paterna', 'Valencia', '46980', { paymentTermsDays: '30/60', paymentDays: '10, 25' }],
  ['Colegio San Ignacio', cifFor('B', 3312987), 'Gijón', 'Asturias', '33203'],
  ['Carpintería Metálica Navas S.L.', cifFor('B', 1401765), 'Córdoba', 'Córdoba', '14014'],
  ['Cafetería La Tertulia', dniFor(44556677), 'Cáceres', 'Cáceres', '10002', { recargoEquivalencia: true }],
  ['Mantenimientos Industriales Duero S.L.', cifFor('B', 4901234), 'Zamora', 'Zamora', '49003'],
  ['Asociación Cultural Ribera', cifFor('B', 3101456), 'Tudela', 'Navarra', '31500'],
  ['Supermercados Familia Ortega S.L.', cifFor('B', 3002671), 'Cartagena', 'Murcia', '30201', { paymentTermsDays: '30' }],
  ['Estudio de Interiorismo Nómada S.L.', cifFor('B', 818273), 'Barcelona', 'Barcelona', '08012'],
  ['Juan Pérez García (particular)', '', 'Madrid', 'Madrid', '28015'],
  ['Talleres Mecánicos Antiguos S.L.', cifFor('B', 2898111), 'Móstoles', 'Madrid', '28938', { active: false }],
  // Foreign clients: an EU company by its NIF-IVA (intra-EU supplies, E5) and one outside the EU by passport (exports, E2).
  [
    'Outillage Lyonnais SARL',
    'FR40303265045',
    'Lyon',
    'Rhône',
    '69002',
    {
      idType: '02',
      countryCode: 'FR',
      address: '12 rue de la République',
      email: 'achats@outillage-lyonnais.fr',
      phone: '+33 4 72 00 12 34',
      paymentTermsDays: '30',
    },
  ],
  [
    'John Miller',
    'X1234567',
    'Boston',
    'Massachusetts',
    '02108',
    { idType: '03', countryCode: 'US', address: '250 Boylston Street', email: 'john.miller@example.com', phone: '+1 617 555 0142' },
  ],
];

const slug = (i: number) => String(i + 1).padStart(2, '0');

/** "Cafés Tostados Canarios S.L." → "cafestostados": the first two words, without accents. */
function domainOf(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .split(' ')
    .filter((w) => w.length > 2);
  return words.slice(0, 2).join('');
}

function demoPartyWrites(corpId: string, kind: PartyKind, rows: DemoParty[]): Write[] {
  const coll = kind === 'vendor' ? 'vendors' : 'clients';
  return rows.map(([name, nif, city, province, postalCode, extra], i) => ({
    path: `corporations/${corpId}/${coll}/demo-${kind}-${slug(i)}`,
    data: partyDoc(kind, {
      name,
      nif,
      city,
      province,
      postalCode,
      address: `Calle ${['Mayor', 'Real', 'del Sol', 'de la Industria', 'Nueva'][i % 5]}, ${i + 3}`,
      email: nif ? `administracion@${domainOf(name)}.es` : '',
      phone: `+34 91${i % 10} ${String(100 + i * 7).slice(-3)} ${String(200 + i * 13).slice(-3)}`,
      contactPerson: ['María López', 'Javier Martín', 'Lucía Fernández', 'Carlos Sánchez', 'Elena Romero'][i % 5] ?? '',
      ...extra,
    }),
  }));
}

/** The demo company's 15 proveedores, 22 clientes (two abroad) and 30 productos (one inactive of each; two services). */
export async function seedDemoMasterData(corpId: string): Promise<void> {
  const products = DEMO_PRODUCTS.flatMap(([code, name, unit, salePrice, vatRate, minStock, description], i) =>
    productWrites(corpId, `demo-product-${slug(i)}`, {
      code,
      name,
      unit,
      salePrice,
      vatRate,
      minStock,
      description: description ?? '',
      barcode: DEMO_SERVICES.has(code) ? '' : eanFor(1_234_500 + i),
      active: code !== 'EXP-ANT',
      stocked: !DEMO_SERVICES.has(code),
    }),
  );
  await writeAll(adminDb(), [...demoPartyWrites(corpId, 'vendor', DEMO_VENDORS), ...demoPartyWrites(corpId, 'client', DEMO_CLIENTS), ...products]);
}

// ---- Bulk data (tests, benchmark) --------------------------------------------

const UNITS_CYCLE = ['ud', 'kg', 'l', 'm', 'caja', 'paquete'];
const VAT_CYCLE = ['21', '21', '21', '10', '4'];

/** The i-th (0-based) deterministic bulk product: code P000001, price and minimum varying with i. */
export function bulkProductDraft(i: number, prefix = 'P'): Partial<ProductDraft> {
  const n = String(i + 1).padStart(6, '0');
  return {
    code: `${prefix}${n}`,
    name: `Artículo de prueba ${n}`,
    unit: UNITS_CYCLE[i % UNITS_CYCLE.length],
    salePrice: `${(i * 37) % 500},${String((i * 13) % 100).padStart(2, '0')}`,
    vatRate: VAT_CYCLE[i % VAT_CYCLE.length],
    minStock: String(i % 20),
    barcode: eanFor(9_000_000 + i),
    active: i % 10 !== 9,
  };
}

/** N products (with their code documents) with ids `${idPrefix}000001`...; returns how many were written. */
export async function seedProducts(corpId: string, count: number, options: { idPrefix?: string; codePrefix?: string } = {}): Promise<number> {
  const idPrefix = options.idPrefix ?? 'bench-product-';
  const writes = Array.from({ length: count }, (_, i) =>
    productWrites(corpId, `${idPrefix}${String(i + 1).padStart(6, '0')}`, bulkProductDraft(i, options.codePrefix)),
  ).flat();
  await writeAll(adminDb(), writes);
  return count;
}

/** N vendors or clients with valid NIFs, ids `${idPrefix}000001`...; returns how many were written. */
export async function seedParties(corpId: string, kind: PartyKind, count: number, options: { idPrefix?: string } = {}): Promise<number> {
  const coll = kind === 'vendor' ? 'vendors' : 'clients';
  const idPrefix = options.idPrefix ?? `bench-${kind}-`;
  const writes = Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(6, '0');
    return {
      path: `corporations/${corpId}/${coll}/${idPrefix}${n}`,
      data: partyDoc(kind, {
        name: `${kind === 'vendor' ? 'Proveedor' : 'Cliente'} de prueba ${n} S.L.`,
        nif: cifFor('B', (kind === 'vendor' ? 1_000_000 : 5_000_000) + i),
        city: 'Madrid',
        province: 'Madrid',
        postalCode: '28001',
        paymentTermsDays: String((i % 4) * 30),
        active: i % 10 !== 9,
      }),
    };
  });
  await writeAll(adminDb(), writes);
  return count;
}
