/**
 * The ZIP of a company's archive (src/domain/companyArchive.ts says its files): written by
 * exportCompanyData, read by npm run import:company (seed/importCompanyArchive.ts). fflate is the
 * one ZIP library the project already ships (the PDF engine bundles it).
 */
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { ArchiveMeta } from '../../../src/domain/companyArchive';

type Data = Record<string, unknown>;

export function zipFiles(files: Readonly<Record<string, string>>): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, content] of Object.entries(files)) zippable[name] = strToU8(content);
  return zipSync(zippable, { level: 6 });
}

/** The documents of an archive (its datos/documentos.jsonl, values still encoded) and its meta. */
export function readArchive(zip: Uint8Array): { meta: ArchiveMeta; documents: { path: string; data: Data }[] } {
  const files = unzipSync(zip, { filter: (f) => f.name.startsWith('datos/') });
  const jsonl = files['datos/documentos.jsonl'];
  const meta = files['datos/exportacion.json'];
  if (!jsonl || !meta) throw new Error('El archivo no tiene datos/documentos.jsonl y datos/exportacion.json: no es una exportación de Almacena.');
  const decoder = new TextDecoder();
  const documents = decoder
    .decode(jsonl)
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { path: string; data: Data });
  return { meta: JSON.parse(decoder.decode(meta)) as ArchiveMeta, documents };
}
