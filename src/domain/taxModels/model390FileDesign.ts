/**
 * The modelo 390 record design as data: every page of the file the AEAT's 390 form
 * imports ("Importar fichero"), field by field in the design's order, with the
 * length and kind of each field. Positions are not written here: the writer
 * (`model390File.ts`) computes them by adding lengths, and the tests check the
 * positions and each page's total length.
 *
 * Copied as data (never code) from the public OCA l10n-spain repository, config
 * "Mod.390 2025-actualidad" (from 2025-01-01), which is assembled from these pages:
 * - the opening, `<AUX>` block and closing: `l10n_es_aeat_mod390/data/2025/aeat.model.export.config.line.csv`
 *   (`aeat_mod390_2025_main_export_line_01`–`23`);
 * - page 01: `l10n_es_aeat_mod390/data/2022/aeat.model.export.config.line.csv` (sub01, 2022 design:
 *   3-character activity codes);
 * - pages 02, 02B and 04: `…/data/2025/aeat.model.export.config.line.csv` (sub02, sub02_bis, sub04);
 * - page 03: `…/data/2024/aeat.model.export.config.line.csv` (sub03);
 * - page 06: `…/data/aeat_export_mod390_2021_sub06_data.xml`;
 * - page 07: `…/data/aeat_export_mod390_2019_sub07_data.xml`.
 * Pages 05 (régimen simplificado) and 08 are left out, as OCA leaves them out for a company
 * in the régimen general only. This is the design of the 2025 exercise: OCA keeps no 2026
 * design (Orden HAC/27/2026) yet. See DECISIONS.md "The 390 file and the AEAT libros registro".
 */

/** The declarant's data a page prints. */
export type Design390Field = 'nif' | 'name' | 'year' | 'activity' | 'activityCode' | 'activityIae' | 'has347';

export type Design390Row =
  /** A constant printed as is (tags, fixed answers). */
  | { text: string; name: string }
  /** Blanks: a reserved field or one Almacena does not fill. */
  | { blank: number; name: string }
  /** Zeros in a numeric field Almacena never fills (a signed one: blank sign + zeros). */
  | { zero: number; signed: boolean; name: string }
  /** A 17-position amount box with 2 decimals, read from the 390 fold; `signed` ones carry 'N' when negative. */
  | { box: string; signed: boolean }
  /** The declarant's data (alpha, blank-filled; the year as 4 digits). */
  | { field: Design390Field; length: number; name: string };

export interface Design390Page {
  /** Page tag as the design prints it: '01', '02', '02B', '03', '04', '06', '07'. */
  page: string;
  length: number;
  rows: readonly Design390Row[];
}

const S = (...boxes: string[]): Design390Row[] => boxes.map((box) => ({ box, signed: true }));
const U = (...boxes: string[]): Design390Row[] => boxes.map((box) => ({ box, signed: false }));
const blank = (blank: number, name: string): Design390Row => ({ blank, name });
const text = (text: string, name: string): Design390Row => ({ text, name });
const zero = (zero: number, signed: boolean, name: string): Design390Row => ({ zero, signed, name });
const open = (tag: string): Design390Row[] => [text(`<T390${tag}>`, 'Inicio de página'), blank(1, 'Indicador de página complementaria')];
const close = (tag: string): Design390Row[] => [blank(150, 'Reservado para la AEAT'), text(`</T390${tag}>`, 'Fin de página')];

const otherActivity = (n: string): Design390Row[] => [
  blank(40, `Actividad otras ${n}`),
  text('0  ', `Código de actividad otras ${n}`),
  blank(4, `Epígrafe IAE otras ${n}`),
];

const legalRepresentative = (n: string): Design390Row[] => [
  blank(80, `Representante ${n}: nombre`),
  blank(9, `Representante ${n}: NIF`),
  text('00000000', `Representante ${n}: fecha del poder`),
  blank(12, `Representante ${n}: notaría`),
];

/** Page 01, identification (2022 design, sub01). */
const PAGE_01: Design390Page = {
  page: '01',
  length: 1187,
  rows: [
    ...open('01000'),
    blank(1, 'Reservado para la AEAT'),
    { field: 'nif', length: 9, name: 'NIF' },
    { field: 'name', length: 60, name: 'Denominación o apellidos' },
    blank(20, 'Nombre'),
    { field: 'year', length: 4, name: 'Ejercicio' },
    blank(2, 'Reservado para la AEAT'),
    text('0', 'Registro de devolución mensual'),
    text('0', 'Régimen especial del grupo de entidades'),
    blank(7, 'Número de grupo'),
    text('0', 'Dominante'),
    text('0', 'Dependiente'),
    text('0', 'Art. 163 sexies.cinco'),
    blank(9, 'NIF de la entidad dominante'),
    text('2', 'Concurso de acreedores en el ejercicio'),
    text('2', 'Régimen especial del criterio de caja'),
    text('2', 'Destinatario del criterio de caja'),
    text('0', 'Sustitutiva'),
    text('0', 'Sustitutiva por rectificación de cuotas'),
    blank(13, 'Justificante de la declaración anterior'),
    { field: 'activity', length: 40, name: 'Actividad principal' },
    { field: 'activityCode', length: 3, name: 'Código de actividad principal' },
    { field: 'activityIae', length: 4, name: 'Epígrafe IAE principal' },
    ...otherActivity('1ª'),
    ...otherActivity('2ª'),
    ...otherActivity('3ª'),
    ...otherActivity('4ª'),
    ...otherActivity('5ª'),
    { field: 'has347', length: 1, name: 'Declaración anual de operaciones con terceras personas (347)' },
    blank(9, 'Declaración conjunta: NIF'),
    blank(37, 'Declaración conjunta: razón social'),
    blank(9, 'Representante persona física: NIF'),
    blank(80, 'Representante persona física: nombre'),
    blank(2, 'Representante: tipo de vía'),
    blank(17, 'Representante: vía pública'),
    blank(5, 'Representante: número'),
    blank(2, 'Representante: escalera'),
    blank(2, 'Representante: piso'),
    blank(2, 'Representante: puerta'),
    blank(9, 'Representante: teléfono'),
    blank(20, 'Representante: municipio'),
    blank(15, 'Representante: provincia'),
    blank(5, 'Representante: código postal'),
    ...legalRepresentative('1'),
    ...legalRepresentative('2'),
    ...legalRepresentative('3'),
    blank(21, 'Reservado para la AEAT'),
    blank(13, 'Sello electrónico'),
    blank(20, 'Identificador cliente EEDD'),
    ...close('01000'),
  ],
};

/** Page 02, IVA devengado (2025 design, sub02). */
const PAGE_02: Design390Page = {
  page: '02',
  length: 1806,
  rows: [
    ...open('02000'),
    // Régimen ordinario at 0 %, 2 %, 4 %, 5 %, 7,5 %, 10 %, 21 %.
    ...S('700', '701', '667', '668', '01', '02', '702', '703', '669', '670', '03', '04', '05', '06'),
    // Operaciones intragrupo.
    ...S('704', '705', '671', '672', '500', '501', '706', '707', '673', '674', '502', '503', '504', '505'),
    // Régimen especial del criterio de caja.
    ...S('708', '709', '675', '676', '643', '644', '710', '711', '677', '678', '645', '646', '647', '648'),
    // Régimen especial de bienes usados; agencias de viajes.
    ...S('712', '713', '679', '680', '07', '08', '714', '715', '681', '682', '09', '10', '11', '12'),
    ...S('13', '14'),
    // Adquisiciones intracomunitarias de bienes.
    ...S('716', '717', '683', '684', '21', '22', '718', '719', '685', '686', '23', '24', '25', '26'),
    // Adquisiciones intracomunitarias de servicios.
    ...S('720', '721', '687', '688', '545', '546', '722', '723', '689', '690', '547', '548', '551', '552'),
    // Inversión del sujeto pasivo; modificaciones; intragrupo; concurso; total.
    ...S('27', '28', '29', '30', '649', '650', '31', '32', '33', '34'),
    ...close('02000'),
  ],
};

/** Page 02B, recargo de equivalencia and total cuotas (2025 design, sub02_bis). */
const PAGE_02B: Design390Page = {
  page: '02B',
  length: 531,
  rows: [
    ...open('02B00'),
    // Recargo at 0 %, 0,26 %, 0,5 %, 0,62 %, 1 %, 1,4 %, 5,2 %, 1,75 %; modifications; concurso; [47].
    ...S('663', '664', '691', '692', '35', '36', '665', '666', '693', '694', '599', '600', '601', '602', '41', '42'),
    ...S('43', '44', '45', '46', '47'),
    ...close('02B00'),
  ],
};

/** Page 03, IVA deducible I (2024 design, sub03). */
const PAGE_03: Design390Page = {
  page: '03',
  length: 1840,
  rows: [
    ...open('03000'),
    // Operaciones interiores corrientes at 2 %, 4 %, 5 %, 7,5 %, 10 %, 21 %, total.
    ...S('695', '696', '190', '191', '724', '725', '697', '698', '603', '604', '605', '606', '48', '49'),
    // Operaciones intragrupo corrientes.
    ...S('745', '746', '506', '507', '726', '727', '747', '748', '607', '608', '609', '610', '512', '513'),
    // Operaciones interiores bienes de inversión.
    ...S('749', '750', '196', '197', '728', '729', '751', '752', '611', '612', '613', '614', '50', '51'),
    // Operaciones intragrupo bienes de inversión.
    ...S('753', '754', '514', '515', '730', '731', '755', '756', '615', '616', '617', '618', '520', '521'),
    // Importaciones de bienes corrientes.
    ...S('757', '758', '202', '203', '732', '733', '759', '760', '619', '620', '621', '622', '52', '53'),
    // Importaciones de bienes de inversión.
    ...S('761', '762', '208', '209', '734', '735', '763', '764', '623', '624', '625', '626', '54', '55'),
    // Adquisiciones intracomunitarias de bienes corrientes.
    ...S('765', '766', '214', '215', '736', '737', '767', '768', '627', '628', '629', '630', '56', '57'),
    ...close('03000'),
  ],
};

/** Page 04, IVA deducible II and resultado del régimen general (2025 design, sub04). */
const PAGE_04: Design390Page = {
  page: '04',
  length: 854,
  rows: [
    ...open('04000'),
    // Adquisiciones intracomunitarias de bienes de inversión.
    ...S('769', '770', '220', '221', '738', '739', '771', '772', '631', '632', '633', '634', '58', '59'),
    // Adquisiciones intracomunitarias de servicios.
    ...S('773', '774', '587', '588', '740', '741', '775', '776', '635', '636', '637', '638', '597', '598'),
    // Compensaciones REAGP; resolución firme; rectificación de deducciones (and intragrupo);
    // regularización de inversiones; prorrata definitiva; suma de deducciones; resultado.
    ...S('60', '61', '660', '661', '639', '62', '651', '652', '63', '522', '64', '65'),
    ...close('04000'),
  ],
};

const territory = (box: string, name: string): Design390Row => zero(5, false, `[${box}] ${name} (%)`);

/** Page 06, resultado, tributación por territorio, liquidaciones, volumen (2021 design, sub06). */
const PAGE_06: Design390Page = {
  page: '06',
  length: 828,
  rows: [
    ...open('06000'),
    // 7. Resultado de la liquidación anual.
    ...U('658'),
    ...S('84'),
    ...U('659', '85'),
    ...S('86'),
    // 8. Tributación por razón de territorio: only for those who also file with a foral
    // administration; zeros, as OCA leaves it (its boxes repeat [658], [84], [659]).
    territory('87', 'Territorio común'),
    territory('88', 'Álava'),
    territory('89', 'Guipúzcoa'),
    territory('90', 'Vizcaya'),
    territory('91', 'Navarra'),
    zero(17, false, '[658] territorio'),
    zero(17, true, '[84] territorio'),
    zero(17, true, '[92] resultado atribuible a territorio común'),
    zero(17, false, '[659] territorio'),
    zero(17, false, '[93] compensación atribuible a territorio común'),
    zero(17, true, '[94] resultado atribuible a territorio común'),
    // 9. Resultado de las liquidaciones.
    ...U('95', '96', '524', '97', '98', '662', '525', '526'),
    // 10. Volumen de operaciones.
    ...S('99', '653', '103', '104', '105', '110', '125', '126', '127', '128', '100', '101', '102', '227', '228', '106', '107', '108'),
    ...close('06000'),
  ],
};

const prorrata = (n: string): Design390Row[] => [
  blank(40, `Prorrata ${n}: actividad`),
  blank(3, `Prorrata ${n}: código CNAE`),
  zero(17, true, `Prorrata ${n}: importe de operaciones`),
  zero(17, true, `Prorrata ${n}: importe con derecho a deducción`),
  blank(1, `Prorrata ${n}: tipo`),
  zero(5, false, `Prorrata ${n}: porcentaje`),
];

/** Page 07, operaciones específicas and prorratas (2019 design, sub07). */
const PAGE_07: Design390Page = {
  page: '07',
  length: 776,
  rows: [
    ...open('07000'),
    ...S('230', '109', '231', '232', '111', '113', '523', '654', '655', '656', '657'),
    // 12. Prorratas: Almacena's companies deduct in full; the five activities stay empty.
    ...prorrata('1'),
    ...prorrata('2'),
    ...prorrata('3'),
    ...prorrata('4'),
    ...prorrata('5'),
    ...close('07000'),
  ],
};

/** The pages in the file's order. */
export const MODEL_390_PAGES: readonly Design390Page[] = [PAGE_01, PAGE_02, PAGE_02B, PAGE_03, PAGE_04, PAGE_06, PAGE_07];

/** The name the design is known by, for messages and the DECISIONS section. */
export const MODEL_390_FILE_DESIGN = 'Mod.390 2025-actualidad (OCA l10n-spain)';
