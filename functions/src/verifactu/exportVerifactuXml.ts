/** exportVerifactuXml {corpId, recordIds} (admin): records of one chain as the XML the sender sends. */
import { parseInput } from '../../../src/domain/commandInputs/fields';
import { exportVerifactuXmlSchema } from '../../../src/domain/commandInputs/verifactuInputs';
import type { RegistroFactura } from '../../../src/domain/verifactu/types';
import { regFactuXml } from '../../../src/domain/verifactu/xml';
import { VERIFACTU_RECORDS } from '../../../src/domain/verifactu/verifactuPlan';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';

/** The records as the RegFactuSistemaFacturacion document the sender sends (pretty-printed). */
export const exportVerifactuXml = command('exportVerifactuXml', async (caller, data, refuse) => {
  const parsed = parseInput(exportVerifactuXmlSchema, data, 'data');
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const ids = parsed.value.recordIds;
  const company = db().doc(`corporations/${caller.corpId}`);
  const snaps = await db().getAll(...[...new Set(ids)].map((id) => company.collection(VERIFACTU_RECORDS).doc(id)));
  const found = snaps
    .filter((s) => s.exists)
    .map((s) => s.data()!)
    .sort((a, b) => Number(a.seq) - Number(b.seq));
  if (found.length !== snaps.length) throw refuse('notFound');
  const nifs = new Set(found.map((r) => String(r.nif)));
  if (nifs.size !== 1) throw refuse('invalid', { detail: 'recordIds' });
  const nif = [...nifs][0]!;
  const legalName = ((await company.get()).data()?.data as { legalName?: string } | undefined)?.legalName ?? '';
  const xml = regFactuXml(
    { NombreRazon: legalName.slice(0, 120), NIF: nif },
    found.map((r) => r.registro as RegistroFactura),
    { pretty: true },
  );
  const first = found[0]!.seq;
  const last = found[found.length - 1]!.seq;
  return { xml, fileName: `verifactu-${nif}-${first}${last !== first ? `-${last}` : ''}.xml` };
});
