/** The declaración responsable: what it must say (Orden HAC/1177/2024 art. 15), kept in step with the records and the docs. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installationSystem } from '../domain/verifactu/system';
import { ALMACENA_VERSION, declaracionOf } from './declaracion';

const read = (path: string) => readFileSync(resolve(process.cwd(), path), 'utf8');

describe('declaración responsable', () => {
  it('states the version the records carry (installationSystem, used by the functions)', () => {
    expect(installationSystem({}).version).toBe(ALMACENA_VERSION);
    expect(JSON.stringify(declaracionOf({}))).toContain(ALMACENA_VERSION);
    expect(read('functions/src/invoices/verifactuSystem.ts')).toContain('installationSystem(process.env)');
  });

  it('names the system, its id, that it is VERI*FACTU only and multi-OT, and the norms it complies with', () => {
    const text = JSON.stringify(declaracionOf({}));
    for (const expected of [
      'Almacena',
      '"AL"',
      ALMACENA_VERSION,
      'exclusivamente como sistema de emisión de facturas verificables (VERI*FACTU)',
      'varios obligados tributarios (multi-OT)',
      'Real Decreto 1007/2023',
      'Orden HAC/1177/2024',
      'artículo 29.2.j) de la Ley 58/2003',
      'Componentes y funcionalidades',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('marks the producer, place and date as pending until the deployment configures them', () => {
    const pending = declaracionOf({});
    expect(pending.configured).toBe(false);
    expect(pending.signature).toBe('En [Lugar de suscripción: no configurado], a [Fecha de suscripción: no configurado].');
    expect(pending.sections.find((x) => x.title === 'Productor del sistema')?.facts).toEqual([
      ['Nombre o razón social', '[Nombre o razón social del productor: no configurado]'],
      ['NIF', '[NIF del productor: no configurado]'],
      ['Dirección postal de contacto', '[Dirección postal de contacto del productor: no configurado]'],
    ]);
    // The user reads values or «no configurado», never the name of a build variable (issue 29).
    expect(JSON.stringify(pending)).not.toMatch(/VITE_|[A-Z]{2,}_[A-Z_]{2,}/);
    const configured = declaracionOf({
      name: 'Software Ejemplo S.L.',
      nif: 'B12345678',
      address: 'Calle Mayor 1, 28013 Madrid',
      place: 'Madrid',
      date: '2026-03-05',
    });
    expect(configured.configured).toBe(true);
    expect(configured.signature).toBe('En Madrid, a 5 de marzo de 2026.');
    expect(JSON.stringify(configured)).not.toContain('no configurado');
    expect(JSON.stringify(configured)).toContain('Software Ejemplo S.L., con NIF B12345678, como productor');
  });

  it('docs/declaracion-responsable.md carries the same text', () => {
    const doc = read('docs/declaracion-responsable.md');
    const d = declaracionOf({});
    for (const s of d.sections) {
      expect(doc).toContain(`## ${s.title}`);
      for (const p of [...(s.paragraphs ?? []), ...(s.items ?? []), ...(s.facts ?? []).map(([l, v]) => `**${l}:** ${v}`)]) expect(doc).toContain(p);
    }
    expect(doc).toContain(d.signature);
  });
});
