/**
 * `npm run seed:large`: the two benchmark companies on the emulators (see
 * BENCHMARKS.md): a large one (10.000 productos, 1.000 clientes, 500
 * proveedores, 100.000 movimientos, 20.000 facturas) and a small one (~30 of
 * each), with an admin and a staff user each. Deterministic for a given
 * --seed and --until (the last day of data; default today). Re-running
 * replaces both companies (fixed ids). Prints the time per part and the
 * credentials; --manifest=FILE also writes the sample ids and timings as JSON
 * (the benchmark reads it). --only=small|large seeds one company.
 *
 * Needs FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (scripts/seed-large.mjs sets
 * them for the `npm start` emulators; scripts/bench.mjs for its own).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocumentData, Firestore, WriteBatch } from 'firebase-admin/firestore';
import { adminAuth, adminDb, createCorporation, createUser } from './lib';
import { issuerOf } from './invoices';
import { BENCH_COMPANIES, BENCH_PASSWORD, Rng, corporationData, generateCompany, type BenchCompany, type Generated } from './largeData';
import { rebuildSummaries } from './summaries';
import { rebuildTaxAggregates } from './taxAggregates';
import { migratePayments } from './payments';

/** Batches of 500 (the most one commit takes), a few in flight, streamed as they fill. */
class BatchSink {
  private batch: WriteBatch;
  private size = 0;
  private readonly inFlight = new Set<Promise<void>>();
  written = 0;

  constructor(
    private readonly db: Firestore,
    private readonly parallel = 6,
  ) {
    this.batch = db.batch();
  }

  async set(path: string, data: DocumentData): Promise<void> {
    this.batch.set(this.db.doc(path), data);
    if (++this.size === 500) await this.commit();
  }

  private async commit(): Promise<void> {
    if (this.size === 0) return;
    const batch = this.batch;
    const size = this.size;
    this.batch = this.db.batch();
    this.size = 0;
    const p: Promise<void> = batch.commit().then(() => {
      this.written += size;
      this.inFlight.delete(p);
    });
    this.inFlight.add(p);
    if (this.inFlight.size >= this.parallel) await Promise.race(this.inFlight);
  }

  async flush(): Promise<void> {
    await this.commit();
    await Promise.all(this.inFlight);
  }
}

function arg(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

export interface SeededCompany extends Generated {
  key: string;
  corpId: string;
  name: string;
  users: { email: string; password: string; role: string; uid: string }[];
  /** Seconds per part (deleting the old copy, each collection group, the summaries). */
  timings: Record<string, number>;
  writes: number;
  seconds: number;
}

async function seedCompany(company: BenchCompany, seed: number, until: string): Promise<SeededCompany> {
  const db = adminDb();
  const started = Date.now();
  const timings: Record<string, number> = {};
  let mark = Date.now();
  let part = 'borrar';
  const lap = (next: string) => {
    timings[part] = seconds(Date.now() - mark);
    console.log(`  ${company.corpId}: ${part} ${timings[part]} s`);
    part = next;
    mark = Date.now();
  };

  const corpRef = db.doc(`corporations/${company.corpId}`);
  if ((await corpRef.get()).exists) await db.recursiveDelete(corpRef);
  for (const u of company.users) {
    await adminAuth()
      .deleteUser(u.uid)
      .catch(() => {});
    await db.doc(`users/${u.uid}`).delete();
  }
  lap('empresa y usuarios');

  const rng = new Rng(seed);
  await createCorporation({ id: company.corpId, name: company.name, data: corporationData(company, rng) });
  for (const u of company.users) {
    await createUser({ uid: u.uid, email: u.email, password: BENCH_PASSWORD, name: u.name, corpId: company.corpId, role: u.role });
  }
  const issuer = issuerOf((await corpRef.get()).data());

  const sink = new BatchSink(db);
  const generated = await generateCompany(company, {
    seed: seed + (company.key === 'large' ? 1 : 2),
    until,
    issuer,
    emit: (p, data) => sink.set(p, data),
    onPart: (next) => lap(next),
  });
  await sink.flush();
  lap('resúmenes');
  await migratePayments(company.corpId);
  await rebuildSummaries(company.corpId);
  await rebuildTaxAggregates(company.corpId);
  lap('');
  return {
    ...generated,
    key: company.key,
    corpId: company.corpId,
    name: company.name,
    users: company.users.map((u) => ({ email: u.email, password: BENCH_PASSWORD, role: u.role, uid: u.uid })),
    timings,
    writes: sink.written,
    seconds: seconds(Date.now() - started),
  };
}

async function main(): Promise<void> {
  const seed = Number(arg('seed') ?? 2026);
  const until = arg('until') ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(until)) throw new Error(`--until debe ser una fecha AAAA-MM-DD, no "${until}"`);
  const only = arg('only');
  const keys = (only ? [only] : ['small', 'large']) as ('small' | 'large')[];
  for (const k of keys) if (!BENCH_COMPANIES[k]) throw new Error(`--only debe ser small o large, no "${k}"`);

  console.log(`Sembrando ${keys.join(' y ')} (semilla ${seed}, datos hasta ${until})…`);
  const started = Date.now();
  const companies: SeededCompany[] = [];
  for (const k of keys) {
    const c = await seedCompany(BENCH_COMPANIES[k], seed, until);
    companies.push(c);
    console.log(`${c.name} (${c.corpId}): ${c.writes} documentos en ${c.seconds} s ${JSON.stringify(c.counts)}`);
  }
  const total = seconds(Date.now() - started);
  console.log(`\nListo en ${total} s. Contraseña de todos: ${BENCH_PASSWORD}`);
  for (const c of companies) for (const u of c.users) console.log(`  ${c.name.padEnd(28)} ${u.role.padEnd(6)} ${u.email}`);

  const manifest = arg('manifest');
  if (manifest) {
    fs.mkdirSync(path.dirname(path.resolve(manifest)), { recursive: true });
    fs.writeFileSync(manifest, `${JSON.stringify({ seed, until, seconds: total, companies }, null, 2)}\n`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('No se han podido sembrar las empresas de prueba de rendimiento:', error);
    process.exit(1);
  },
);
