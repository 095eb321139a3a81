import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { altaRecordOf, anulacionRecordOf, chainLinkOf } from './record';
import { FRENCH_CLIENT, issuedInvoice, ISSUER, line, SYSTEM } from './testFixtures';
import type { RegistroFactura } from './types';
import { regFactuXml, soapRequestXml } from './xml';

// The AEAT schemas travel with the repository (tests/fixtures/verifactu/README.md).
const SCHEMA = resolve(process.cwd(), 'tests/fixtures/verifactu/SuministroLR.xsd');

/** xmllint (Debian's libxml2-utils, installed by `npm test`) on the document; its verdict and messages. */
function validate(xml: string): { valid: boolean; output: string } {
  const run = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, '-'], { input: xml, encoding: 'utf8' });
  if (run.error) throw new Error(`xmllint could not run (${run.error.message}): install libxml2-utils`);
  return { valid: run.status === 0, output: run.stderr };
}

const RECTIFIES = {
  invoiceId: 'inv-1',
  numberText: 'F-2026-000001',
  issueDate: '2026-11-25',
  code: 'R1' as const,
  replaced: null,
  reason: 'Devolución parcial',
};

/** One of each case Almacena sends, chained in order. */
function sampleRecords(): RegistroFactura[] {
  const at = (minute: number) => ({ generatedAt: new Date(Date.UTC(2026, 10, 25, 13, minute)), system: SYSTEM });
  const records: RegistroFactura[] = [];
  const previous = () => (records.length ? chainLinkOf(records[records.length - 1]!) : null);
  const alta = (invoice: ReturnType<typeof issuedInvoice>, ctx: Parameters<typeof altaRecordOf>[2]) =>
    records.push({ RegistroAlta: altaRecordOf(invoice, previous(), ctx) });

  // F1 with two rates, an exempt (E1) line and recargo de equivalencia, to a Spanish client.
  alta(
    issuedInvoice({
      numberText: 'F-2026-000001',
      recargoEquivalencia: true,
      irpfRate: 15,
      operationDate: '2026-11-20',
      lines: [line('Tornillo M6', 100, 25, 21), line('Libro técnico', 2, 1500, 4), line('Curso de formación', 1, 20000, 0, 'E1')],
    }),
    at(0),
  );
  // F1 to a French client: intra-EU delivery (E5), recipient in IDOtro.
  alta(issuedInvoice({ numberText: 'F-2026-000002', party: FRENCH_CLIENT, lines: [line('Taladro', 3, 8990, 21, 'E5')] }), at(1));
  // Rectificativa por diferencias (I) with negative amounts.
  alta(
    issuedInvoice({
      numberText: 'R-2026-000001',
      recargoEquivalencia: true,
      rectifies: { ...RECTIFIES, mode: 'difference' },
      lines: [line('Tornillo M6', -10, 25, 21)],
    }),
    at(2),
  );
  // Rectificativa por sustitución (S) with the replaced amounts.
  alta(issuedInvoice({ numberText: 'R-2026-000002', rectifies: { ...RECTIFIES, mode: 'substitution' } }), {
    ...at(3),
    rectified: { baseCents: 25000, vatCents: 645, recargoCents: 145 },
  });
  // Subsanación of the first invoice's record after the AEAT rejected it.
  alta(issuedInvoice({ numberText: 'F-2026-000001', lines: [line('Tornillo M6', 100, 25, 21)] }), { ...at(3), subsanacion: { rechazoPrevio: true } });
  // Anulación of the second invoice's record.
  records.push({ RegistroAnulacion: anulacionRecordOf(issuedInvoice({ numberText: 'F-2026-000002' }), previous(), at(4)) });
  return records;
}

const OBLIGADO = { NombreRazon: ISSUER.legalName, NIF: ISSUER.nif };

describe('regFactuXml', () => {
  const xml = regFactuXml(OBLIGADO, sampleRecords(), { pretty: true });

  it('writes a document the AEAT schema accepts: F1 with two rates, E1, recargo, IDOtro, rectificativas I and S, an anulación', () => {
    const { valid, output } = validate(xml);
    expect(output).toContain('- validates');
    expect(valid).toBe(true);
  });

  it.each([
    [
      'the element order',
      '<sum1:OperacionExenta>E5</sum1:OperacionExenta>',
      '<sum1:OperacionExenta>E5</sum1:OperacionExenta><sum1:Impuesto>01</sum1:Impuesto>',
    ],
    ['the amount format', '<sum1:CuotaTotal>', '<sum1:CuotaTotal>1,'],
    ['the namespace of the records', '<sum1:RegistroAlta>', '<sum:RegistroAlta>'],
    ['the NIF length', `<sum1:NIF>${ISSUER.nif}</sum1:NIF>`, `<sum1:NIF>${ISSUER.nif}0</sum1:NIF>`],
  ])('is checked by the schema for real: breaking %s fails validation', (_name, from, to) => {
    expect(xml).toContain(from);
    expect(validate(xml.replace(from, to)).valid).toBe(false);
  });

  it.each([
    [
      'the Cabecera',
      '<sum:Cabecera><sum1:ObligadoEmision><sum1:NombreRazon>Suministros Almacena Demo SL</sum1:NombreRazon><sum1:NIF>B12345674</sum1:NIF></sum1:ObligadoEmision></sum:Cabecera>',
    ],
    ['escaped text', '<sum1:NombreRazon>Outils &amp; Cie SARL</sum1:NombreRazon>'],
    ['the IDOtro', '<sum1:IDOtro><sum1:CodigoPais>FR</sum1:CodigoPais><sum1:IDType>02</sum1:IDType><sum1:ID>FR40303265045</sum1:ID></sum1:IDOtro>'],
    [
      'the recargo',
      '<sum1:TipoRecargoEquivalencia>5.20</sum1:TipoRecargoEquivalencia><sum1:CuotaRecargoEquivalencia>1.30</sum1:CuotaRecargoEquivalencia>',
    ],
    [
      'the rectified amounts',
      '<sum1:ImporteRectificacion><sum1:BaseRectificada>250.00</sum1:BaseRectificada><sum1:CuotaRectificada>6.45</sum1:CuotaRectificada><sum1:CuotaRecargoRectificado>1.45</sum1:CuotaRecargoRectificado></sum1:ImporteRectificacion>',
    ],
    [
      'the subsanación',
      '<sum1:NombreRazonEmisor>Suministros Almacena Demo SL</sum1:NombreRazonEmisor><sum1:Subsanacion>S</sum1:Subsanacion><sum1:RechazoPrevio>S</sum1:RechazoPrevio><sum1:TipoFactura>F1</sum1:TipoFactura>',
    ],
    [
      'the anulación',
      '<sum:RegistroFactura><sum1:RegistroAnulacion><sum1:IDVersion>1.0</sum1:IDVersion><sum1:IDFactura><sum1:IDEmisorFacturaAnulada>B12345674</sum1:IDEmisorFacturaAnulada>',
    ],
  ])('writes %s', (_name, fragment) => {
    expect(regFactuXml(OBLIGADO, sampleRecords())).toContain(fragment);
  });

  it('wraps the same document in the SOAP 1.1 envelope the sender posts, whose body validates', () => {
    const soap = soapRequestXml(OBLIGADO, sampleRecords());
    expect(soap).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><soapenv:Envelope xmlns:soapenv="http:\/\/schemas.xmlsoap.org\/soap\/envelope\/"><soapenv:Header\/><soapenv:Body><sum:RegFactuSistemaFacturacion /,
    );
    const body = soap.slice(soap.indexOf('<sum:RegFactuSistemaFacturacion'), soap.indexOf('</soapenv:Body>'));
    expect(body).toBe(regFactuXml(OBLIGADO, sampleRecords()).replace(/^<\?xml[^>]*>/, ''));
    expect(validate(body).valid).toBe(true);
  });

  it.each([
    ['no record', 0],
    ['more than 1.000 records', 1001],
  ])('refuses %s', (_name, count) => {
    const one = sampleRecords()[0]!;
    expect(() =>
      regFactuXml(
        OBLIGADO,
        Array.from({ length: count }, () => one),
      ),
    ).toThrow('recordCount');
  });
});
