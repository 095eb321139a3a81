/**
 * Rules of issue 30's master data: a party's condiciones de pago, bank data and (clients) SEPA
 * mandate, and the company's BIC and SEPA creditor id. Documents are built with the app's builders
 * (partyContentOf, corpData), then one field is broken the way a hand-made request would.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc, writeBatch, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { creditorIdFor } from '../../src/corps/sepaCreditorId';
import { partyContentOf, type PartyDraft, type PartyKind } from '../../src/parties/party';
import { CORP_A, corpData, createEnv, dbFor, seedDocs, seededAt, seedWorld, stampNew, stampUpdate, type Persona } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-payment-terms');
});
afterAll(async () => {
  await env.cleanup();
});

const coll = (kind: PartyKind) => `corporations/${CORP_A}/${kind === 'vendor' ? 'vendors' : 'clients'}`;

const GOOD_TERMS: Partial<PartyDraft> = {
  paymentTermsDays: '30/60/90',
  paymentShares: '40/30/30',
  paymentDays: '5, 20',
  paymentMethod: 'domiciliacion',
  iban: 'ES91 2100 0418 4502 0005 1332',
  bic: 'CAIXESBBXXX',
  mandateReference: 'M-B86561412-01',
  mandateDate: '2025-10-01',
  mandateScheme: 'CORE',
};

function party(kind: PartyKind, draft: Partial<PartyDraft> = {}): DocumentData {
  return partyContentOf(kind, { name: 'Obras Sur S.L.', nif: 'B86561412', postalCode: '28001', city: 'Madrid', ...draft });
}

const create = (kind: PartyKind, data: DocumentData, persona: Persona = 'user', id = 'nuevo') =>
  setDoc(doc(dbFor(env, persona), `${coll(kind)}/${id}`), { ...data, inUse: false, ...stampNew() });

beforeEach(async () => {
  await seedWorld(env);
  const stamps = { createdAt: seededAt, updatedAt: seededAt };
  // c1 as the app stores it today; cOld as a client stored before issue 30 (no terms, bank data or mandate).
  const old = { ...party('client', { paymentTermsDays: '30' }) };
  for (const k of ['paymentTerms', 'iban', 'bic', 'sepaMandate']) delete old[k];
  await seedDocs(env, {
    [`${coll('client')}/c1`]: { ...party('client'), inUse: false, ...stamps },
    [`${coll('client')}/cOld`]: { ...old, inUse: true, ...stamps },
  });
});

describe('parties: condiciones de pago, bank data and mandate', () => {
  it.each<[PartyKind, Partial<PartyDraft>]>([
    ['client', GOOD_TERMS],
    ['client', { paymentTermsDays: '0', paymentMethod: 'efectivo' }],
    ['client', { paymentTermsDays: '30', paymentMethod: 'transferencia', iban: 'GB82WEST12345698765432', bic: 'NWBKGB2L' }],
    ['client', { paymentTermsDays: Array.from({ length: 12 }, (_, i) => (i + 1) * 30).join('/'), paymentMethod: 'pagare', paymentDays: '1, 15, 31' }],
    ['vendor', { paymentTermsDays: '60/90', paymentMethod: 'domiciliacion', iban: 'ES9121000418450200051332' }],
    ['vendor', { paymentTermsDays: '30', paymentMethod: 'bizum' }],
  ])('a staff user saves a %s with good terms %#', async (kind, draft) => {
    await assertSucceeds(create(kind, party(kind, draft)));
  });

  it('a staff user edits the terms of a stored client', async () => {
    await assertSucceeds(
      setDoc(doc(dbFor(env, 'user'), `${coll('client')}/c1`), {
        ...party('client', GOOD_TERMS),
        inUse: false,
        createdAt: seededAt,
        ...stampUpdate(),
      }),
    );
  });

  it('the restricted role and the cashier cannot save a client with terms', async () => {
    await assertFails(create('client', party('client', GOOD_TERMS), 'restricted'));
    await assertFails(create('client', party('client', GOOD_TERMS), 'cashier'));
  });

  const good = party('client', GOOD_TERMS);
  const terms = good.paymentTerms as Record<string, unknown>;
  const thirteen = Array.from({ length: 13 }, (_, i) => ({ days: i * 10, percentBasisPoints: i === 12 ? 10_000 - 12 * 769 : 769 }));
  it.each<[string, DocumentData]>([
    ['a number where the terms map goes', { ...good, paymentTerms: 30 }],
    ['a list of 13 instalments', { ...good, paymentTerms: { ...terms, instalments: thirteen }, paymentTermsDays: 0 }],
    ['no instalment', { ...good, paymentTerms: { ...terms, instalments: [] } }],
    ['four días de pago', { ...good, paymentTerms: { ...terms, paymentDays: [1, 5, 10, 20] } }],
    ['a method not in the list', { ...good, paymentTerms: { ...terms, method: 'cheque' } }],
    ['an extra key in the terms', { ...good, paymentTerms: { ...terms, discount: 2 } }],
    ['terms without their method', { ...good, paymentTerms: { instalments: terms.instalments, paymentDays: [] } }],
    ['paymentTermsDays that is not the first instalment', { ...good, paymentTermsDays: 60 }],
    ['no paymentTermsDays', (({ paymentTermsDays: _d, ...rest }) => rest)(good)],
    ['no terms at all', (({ paymentTerms: _t, ...rest }) => rest)(good)],
    ['a mandate with extra keys', { ...good, sepaMandate: { ...(good.sepaMandate as object), amountCents: 100 } }],
    ['a mandate without its scheme', { ...good, sepaMandate: { reference: 'M-1', signatureDate: '2025-10-01' } }],
    ['a mandate of another scheme', { ...good, sepaMandate: { ...(good.sepaMandate as object), scheme: 'COR1' } }],
    ['a mandate reference of 36', { ...good, sepaMandate: { ...(good.sepaMandate as object), reference: 'M'.repeat(36) } }],
    ['a mandate reference with a control character', { ...good, sepaMandate: { ...(good.sepaMandate as object), reference: 'M-1\u0007' } }],
    ['a mandate date that is no date', { ...good, sepaMandate: { ...(good.sepaMandate as object), signatureDate: '01/10/2025' } }],
    ['a mandate that is a string', { ...good, sepaMandate: 'M-1' }],
    ['a 40-character IBAN', { ...good, iban: `GB82${'1'.repeat(36)}` }],
    ['a Spanish IBAN with letters', { ...good, iban: 'ES91210004184502000513AB' }],
    ['an IBAN in lower case', { ...good, iban: 'es9121000418450200051332' }],
    ['a BIC of 9', { ...good, bic: 'CAIXESBBX' }],
    ['a BIC that is a number', { ...good, bic: 12345678 }],
  ])('refuses a client with %s', async (_what, data) => {
    await assertFails(create('client', data));
  });

  it('refuses a mandate on a vendor', async () => {
    await assertFails(create('vendor', { ...party('vendor'), sepaMandate: null }));
  });

  it('a client stored before terms can still be deactivated as it is, not saved without terms', async () => {
    const db = dbFor(env, 'user');
    await assertSucceeds(updateDoc(doc(db, `${coll('client')}/cOld`), { active: false, ...stampUpdate() }));
    await assertFails(updateDoc(doc(db, `${coll('client')}/cOld`), { active: true, notes: 'x', ...stampUpdate() }));
    await assertSucceeds(
      setDoc(doc(db, `${coll('client')}/cOld`), { ...party('client', GOOD_TERMS), inUse: true, createdAt: seededAt, ...stampUpdate() }),
    );
  });
});

describe('corporations: BIC and SEPA creditor id', () => {
  const save = (data: DocumentData) => {
    const db = dbFor(env, 'admin');
    const batch = writeBatch(db);
    batch.set(doc(db, `corporations/${CORP_A}`), { data, ...stampUpdate() }, { merge: true });
    batch.set(doc(db, `corporations/${CORP_A}/public/profile`), { name: `Empresa ${CORP_A}` });
    return batch.commit();
  };

  it.each([
    ['a creditor id and a BIC', { sepaCreditorId: creditorIdFor('B86561412'), bic: 'CAIXESBBXXX' }],
    ['a creditor id with another suffix and an 8-character BIC', { sepaCreditorId: creditorIdFor('B86561412', '001'), bic: 'CAIXESBB' }],
    ['none', { sepaCreditorId: '', bic: '' }],
  ])('an admin saves %s', async (_what, change) => {
    await assertSucceeds(save(corpData(change)));
  });

  it.each<[string, Record<string, unknown>]>([
    ['a creditor id of 36', { sepaCreditorId: `ES18000${'B'.repeat(29)}` }],
    ['a creditor id of another country', { sepaCreditorId: 'FR18000B86561412' }],
    ['a creditor id that is a number', { sepaCreditorId: 18000 }],
    ['a BIC of 10', { bic: 'CAIXESBBXX' }],
    ['a BIC in lower case', { bic: 'caixesbb' }],
  ])('refuses %s', async (_what, change) => {
    await assertFails(save(corpData(change)));
  });

  it('refuses company data without the new keys (the app always writes them)', async () => {
    const { bic: _b, sepaCreditorId: _s, ...data } = corpData();
    const db = dbFor(env, 'superadmin');
    const batch = writeBatch(db);
    batch.set(doc(db, 'corporations/sinSepa'), { name: 'Sin SEPA S.L.', data, ...stampNew() });
    batch.set(doc(db, 'corporations/sinSepa/public/profile'), { name: 'Sin SEPA S.L.' });
    await assertFails(batch.commit());
  });
});
