import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { XSD_SEQUENCES, type XsdElement, type XsdTypeName } from './xsdSequences';

const FIXTURES = resolve(process.cwd(), 'tests/fixtures/verifactu');
const INFORMACION = `${FIXTURES}/SuministroInformacion.xsd`;
const LR = `${FIXTURES}/SuministroLR.xsd`;

const el = (name: string) => `*[local-name()='${name}']`;

/** xmllint --xpath on a schema: the attributes selected, as [name, value] in document order. */
function attributes(file: string, xpath: string): [string, string][] {
  const run = spawnSync('xmllint', ['--xpath', xpath, file], { encoding: 'utf8' });
  if (run.error) throw new Error(`xmllint could not run (${run.error.message}): install libxml2-utils`);
  return [...run.stdout.matchAll(/ (\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]);
}

interface Declared {
  name: string;
  ref?: string;
  type?: string;
  many: boolean;
}

/** The elements of a content model (the elements under `model` that are not inside another element), in document order. */
function declared(file: string, model: string): Declared[] {
  const xpath = `${model}//${el('element')}[count(ancestor::${el('element')}) = count(${model}/ancestor-or-self::${el('element')})]/@*[local-name()='name' or local-name()='ref' or local-name()='type' or local-name()='maxOccurs']`;
  const out: Declared[] = [];
  for (const [attr, value] of attributes(file, xpath)) {
    if (attr === 'name' || attr === 'ref') out.push({ name: value.replace(/^\w+:/, ''), ...(attr === 'ref' ? { ref: value } : {}), many: false });
    else if (attr === 'type') out[out.length - 1]!.type = value.replace(/^\w+:/, '');
    else out[out.length - 1]!.many = value !== '1';
  }
  return out;
}

/** Where each key of XSD_SEQUENCES is declared: a named complexType, or the anonymous type of `{owner}/{element}`. */
function modelOf(type: XsdTypeName): { file: string; model: string } {
  if (type === 'RegFactuSistemaFacturacion')
    return { file: LR, model: `//${el('element')}[@name='RegFactuSistemaFacturacion']/${el('complexType')}` };
  if (type === 'RegistroFacturaType') return { file: LR, model: `//${el('complexType')}[@name='RegistroFacturaType']` };
  const [owner, element] = type.split('/');
  const named = `//${el('complexType')}[@name='${owner}']`;
  return { file: INFORMACION, model: element ? `${named}//${el('element')}[@name='${element}']/${el('complexType')}` : named };
}

/** Global element declarations that records reference (RegistroFactura's choice). */
const REFERENCED: Record<string, string> = {
  'sf:RegistroAlta': 'RegistroFacturacionAltaType',
  'sf:RegistroAnulacion': 'RegistroFacturacionAnulacionType',
};

/** The named complex types of both schemas (any other type an element names is a simple type: text). */
const COMPLEX_TYPES = new Set([INFORMACION, LR].flatMap((file) => attributes(file, `//${el('complexType')}/@name`).map(([, value]) => value)));

/** What the table should say of a declared element: its complex type (named, or anonymous as `{owner}/{element}`), if any. */
function expected(owner: XsdTypeName, d: Declared): XsdElement {
  const named = d.ref ? REFERENCED[d.ref] : d.type;
  const type = named !== undefined ? (COMPLEX_TYPES.has(named) ? named : undefined) : `${owner}/${d.name}`;
  return { name: d.name, ...(type ? { type: type as XsdTypeName } : {}), ...(d.many ? { many: true as const } : {}) };
}

describe('XSD_SEQUENCES', () => {
  it.each(Object.keys(XSD_SEQUENCES) as XsdTypeName[])('%s lists the elements of the AEAT schema, in its order, with their types', (type) => {
    const { file, model } = modelOf(type);
    const fromSchema = declared(file, model)
      // Only No VERI*FACTU mode signs records: the writer never writes ds:Signature.
      .filter((d) => d.ref !== 'ds:Signature')
      .map((d) => expected(type, d));
    expect(fromSchema.length).toBeGreaterThan(0);
    expect(XSD_SEQUENCES[type]).toEqual(fromSchema);
  });

  it('covers every complex type the listed elements name', () => {
    const named = Object.values(XSD_SEQUENCES).flatMap((sequence) => sequence.flatMap((e) => (e.type ? [e.type] : [])));
    for (const type of named) expect(XSD_SEQUENCES).toHaveProperty([type]);
  });

  it('reads the schema for real: a type with a known sequence comes back element by element', () => {
    expect(declared(INFORMACION, modelOf('DetalleType').model).map((d) => d.name)).toEqual([
      'Impuesto',
      'ClaveRegimen',
      'CalificacionOperacion',
      'OperacionExenta',
      'TipoImpositivo',
      'BaseImponibleOimporteNoSujeto',
      'BaseImponibleACoste',
      'CuotaRepercutida',
      'TipoRecargoEquivalencia',
      'CuotaRecargoEquivalencia',
    ]);
  });
});
