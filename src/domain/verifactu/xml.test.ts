import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VerifactuError } from './errors';
import { ISSUER, namedSampleRecords, OBLIGADO, sampleRecords } from './testFixtures';
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

describe('regFactuXml', () => {
  const xml = regFactuXml(OBLIGADO, sampleRecords(), { pretty: true });

  it('writes a document the AEAT schema accepts: every kind of record Almacena sends', () => {
    expect(namedSampleRecords().map(([name]) => name)).toHaveLength(11);
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

/** mulberry32: a small seeded generator, so a failing shuffle can be replayed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rebuilds every object of `value` with its keys in the order `order` gives; lists keep theirs (Firestore keeps array order). */
function rekeyed(value: unknown, order: (keys: string[]) => string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => rekeyed(item, order));
  if (typeof value !== 'object' || value === null) return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(order(Object.keys(object)).map((key) => [key, rekeyed(object[key], order)]));
}

function shuffled(random: () => number): (keys: string[]) => string[] {
  return (keys) => {
    const out = [...keys];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
}

/** As stored and read back: a JSON round trip (what Firestore keeps of a map: values, not key order). */
const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('regFactuXml writes the XSD order, whatever the order of the record keys', () => {
  const named = namedSampleRecords();
  const reference = (registro: RegistroFactura) => regFactuXml(OBLIGADO, [registro]);

  it.each(named.map(([name, registro], index) => [name, registro, index] as const))('%s: shuffled (5 seeds) and sorted', (_name, registro, index) => {
    const expected = reference(registro);
    const variants = [
      ...[1, 2, 3, 4, 5].map((seed) => rekeyed(registro, shuffled(seeded(seed * 7919 + index)))),
      rekeyed(registro, (keys) => [...keys].sort()),
      rekeyed(registro, (keys) => [...keys].sort().reverse()),
    ].map((variant) => roundTrip(variant) as RegistroFactura);
    // The variants do come in another order (else this test would prove nothing).
    expect(variants.some((v) => JSON.stringify(v) !== JSON.stringify(registro))).toBe(true);
    for (const variant of variants) expect(reference(variant)).toBe(expected);
  });

  it('a whole document of sorted records equals the one built from the records as generated, and validates', () => {
    const records = sampleRecords();
    const sorted = records.map((r) => roundTrip(rekeyed(r, (keys) => [...keys].sort())) as RegistroFactura);
    expect(Object.keys((sorted[0] as { RegistroAlta: object }).RegistroAlta)[0]).toBe('CuotaTotal');
    const xml = regFactuXml(OBLIGADO, sorted, { pretty: true });
    expect(xml).toBe(regFactuXml(OBLIGADO, records, { pretty: true }));
    expect(validate(xml).valid).toBe(true);
    expect(validate(soapRequestXml(OBLIGADO, sorted).replace(/^.*<soapenv:Body>|<\/soapenv:Body>.*$/g, '')).valid).toBe(true);
  });

  it.each([
    [
      'a key of no element of its type',
      (r: Record<string, any>) => ({ RegistroAlta: { ...r.RegistroAlta, Notas: 'x' } }),
      'RegistroFactura[0]/RegistroAlta/Notas',
    ],
    [
      'a key in a nested type',
      (r: Record<string, any>) => ({ RegistroAlta: { ...r.RegistroAlta, IDFactura: { ...r.RegistroAlta.IDFactura, Serie: 'F' } } }),
      'RegistroFactura[0]/RegistroAlta/IDFactura/Serie',
    ],
    [
      'ds:Signature (never written)',
      (r: Record<string, any>) => ({ RegistroAlta: { ...r.RegistroAlta, Signature: 'x' } }),
      'RegistroFactura[0]/RegistroAlta/Signature',
    ],
    [
      'one object where a list goes',
      (r: Record<string, any>) => ({
        RegistroAlta: { ...r.RegistroAlta, Desglose: { DetalleDesglose: r.RegistroAlta.Desglose.DetalleDesglose[0] } },
      }),
      'RegistroFactura[0]/RegistroAlta/Desglose/DetalleDesglose',
    ],
    [
      'a number where a text goes',
      (r: Record<string, any>) => ({ RegistroAlta: { ...r.RegistroAlta, CuotaTotal: 1.5 } }),
      'RegistroFactura[0]/RegistroAlta/CuotaTotal',
    ],
    ['a record with both an alta and an anulación', (r: Record<string, any>) => ({ ...r, RegistroAnulacion: {} }), 'RegistroFactura[0]'],
  ])('refuses %s, naming where it is (recordShape)', (_name, change, path) => {
    const broken = change(sampleRecords()[0] as Record<string, any>) as unknown as RegistroFactura;
    expect(() => regFactuXml(OBLIGADO, [broken])).toThrow(expect.objectContaining({ code: 'recordShape', field: path }));
  });

  it.each([
    ['a control character', 'Tornillo\u0001M6'],
    ['a line break', 'Tornillo\nM6'],
    ['a non-character', 'Tornillo\uFFFE'],
  ])('refuses a stored text holding %s (the document would not be well-formed: 4102 for every record)', (_name, text) => {
    const r = sampleRecords()[0] as unknown as { RegistroAlta: Record<string, unknown> };
    const broken = { RegistroAlta: { ...r.RegistroAlta, DescripcionOperacion: text } } as unknown as RegistroFactura;
    expect(() => regFactuXml(OBLIGADO, [broken])).toThrow(VerifactuError);
    expect(() => regFactuXml(OBLIGADO, [broken])).toThrow(
      expect.objectContaining({ code: 'unsafeText', field: 'RegistroFactura[0]/RegistroAlta/DescripcionOperacion' }),
    );
  });
});

describe('the Cabecera', () => {
  const records = sampleRecords();
  const INCIDENCIA =
    '<sum:Cabecera><sum1:ObligadoEmision><sum1:NombreRazon>Suministros Almacena Demo SL</sum1:NombreRazon><sum1:NIF>B12345674</sum1:NIF></sum1:ObligadoEmision><sum1:RemisionVoluntaria><sum1:Incidencia>S</sum1:Incidencia></sum1:RemisionVoluntaria></sum:Cabecera>';

  it('declares an incidencia (RemisionVoluntaria/Incidencia S) after ObligadoEmision, in both documents, and validates', () => {
    const xml = regFactuXml(OBLIGADO, records, { incidencia: true });
    expect(xml).toContain(INCIDENCIA);
    expect(validate(xml).valid).toBe(true);
    expect(soapRequestXml(OBLIGADO, records, { incidencia: true })).toContain(INCIDENCIA);
  });

  it.each([
    ['without options', undefined],
    ['with incidencia false', { incidencia: false }],
  ])('writes no RemisionVoluntaria %s', (_name, options) => {
    expect(regFactuXml(OBLIGADO, records, options)).not.toContain('RemisionVoluntaria');
    expect(soapRequestXml(OBLIGADO, records, options)).not.toContain('RemisionVoluntaria');
  });

  it('is checked by the schema for real: Incidencia before ObligadoEmision fails validation', () => {
    const xml = regFactuXml(OBLIGADO, records, { incidencia: true });
    const moved = xml.replace(
      /<sum:Cabecera>(<sum1:ObligadoEmision>.*?<\/sum1:ObligadoEmision>)(<sum1:RemisionVoluntaria>.*?<\/sum1:RemisionVoluntaria>)/,
      '<sum:Cabecera>$2$1',
    );
    expect(moved).not.toBe(xml);
    expect(validate(moved).valid).toBe(false);
  });

  it("writes the obligado's name as records write names: look-alikes for < > \" ' =, no controls, at most 120 characters", () => {
    const xml = regFactuXml({ NombreRazon: `Ca l'Ermengol "Hnos" <SL>\u0001=${'x'.repeat(200)}`, NIF: ISSUER.nif }, records);
    const name = /<sum1:ObligadoEmision><sum1:NombreRazon>([^<]*)<\/sum1:NombreRazon>/.exec(xml)![1]!;
    expect(name.startsWith('Ca l\u2019Ermengol \u2033Hnos\u2033 \u2039SL\u203A\uFF1Dx')).toBe(true);
    expect(Array.from(name)).toHaveLength(120);
    expect(validate(xml).valid).toBe(true);
  });
});
