import { describe, expect, it } from 'vitest';
import { buildPain008, type DirectDebitInput } from './pain008';
import type { SepaFileResult, SepaProblem } from './sepaParts';
import { CREATED_AT, debitInput, debitItem, HAS_XMLLINT, PAIN_008_XSD, validateXml } from './testFixtures';

function xmlOf(result: SepaFileResult): string {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  return result.xml;
}

function problemsOf(input: DirectDebitInput): SepaProblem[] {
  const result = buildPain008(input);
  if (result.ok) throw new Error('expected a refusal');
  return result.problems;
}

/** Remittances of several shapes, each of which must be a file the schema accepts. */
const REMITTANCES: [string, DirectDebitInput][] = [
  ['one recurrent debit', debitInput()],
  [
    'no BICs at all (NOTPROVIDED agents)',
    debitInput([debitItem({ debtorBic: undefined })], { creditor: { ...debitInput().creditor, bic: undefined } }),
  ],
  [
    'a debtor with a BIC and a minimal address',
    debitInput([debitItem({ debtorBic: 'BSCHESMMXXX', debtorAddress: { townName: 'Lyon', country: 'FR' } })]),
  ],
  [
    'every sequence type on two dates',
    debitInput([
      debitItem({ endToEndId: 'E1', sequenceType: 'FRST' }),
      debitItem({ endToEndId: 'E2', sequenceType: 'RCUR' }),
      debitItem({ endToEndId: 'E3', sequenceType: 'OOFF', collectionDate: '2026-12-10' }),
      debitItem({ endToEndId: 'E4', sequenceType: 'FNAL', collectionDate: '2026-12-10' }),
    ]),
  ],
  ['the B2B scheme', debitInput([debitItem()], { scheme: 'B2B' })],
  ['no remittance information', debitInput([debitItem({ remittanceInfo: '  ' })])],
  [
    'texts at and past every length',
    debitInput([
      debitItem({
        debtorName: 'Ñ'.repeat(90),
        remittanceInfo: 'á'.repeat(200),
        debtorAddress: {
          streetName: 'S'.repeat(80),
          buildingNumber: '1'.repeat(20),
          postCode: '2'.repeat(20),
          townName: 'T'.repeat(40),
          country: 'es',
        },
      }),
    ]),
  ],
  [
    'control characters in every text',
    debitInput(
      [
        debitItem({
          debtorName: 'Ana\tGil\u0000\n\u200B',
          remittanceInfo: 'Factura\r\n F-1\u0007',
          endToEndId: 'F\t2026\n/1',
          debtorAddress: { townName: 'Logroño\u0000', country: 'ES' },
        }),
      ],
      { messageId: 'REM\u00002026' },
    ),
  ],
  ['the largest amount', debitInput([debitItem({ amountCents: 99_999_999_999 })])],
  ['one cent', debitInput([debitItem({ amountCents: 1 })])],
  [
    'a long message id (batch ids cut to 35)',
    debitInput(
      Array.from({ length: 12 }, (_, i) => debitItem({ endToEndId: `E${i}`, collectionDate: `2026-12-${String(10 + i).padStart(2, '0')}` })),
      { messageId: 'R'.repeat(35) },
    ),
  ],
];

describe.skipIf(!HAS_XMLLINT)('buildPain008 against pain.008.001.02.xsd', () => {
  it.each(REMITTANCES)('%s: the schema accepts it', (_name, input) => {
    const { valid, output } = validateXml(xmlOf(buildPain008(input)), PAIN_008_XSD);
    expect(output).toContain('validates');
    expect(valid).toBe(true);
  });

  it('accepts the pretty form too', () => {
    expect(validateXml(xmlOf(buildPain008(debitInput(), { pretty: true })), PAIN_008_XSD).valid).toBe(true);
  });

  it.each([
    ['the element order', '<BtchBookg>true</BtchBookg><NbOfTxs>1</NbOfTxs>', '<NbOfTxs>1</NbOfTxs><BtchBookg>true</BtchBookg>'],
    ['the sequence type', '<SeqTp>RCUR</SeqTp>', '<SeqTp>RECU</SeqTp>'],
    ['the IBAN', '<IBAN>ES6000491500051234567892</IBAN>', '<IBAN>ES60 0049</IBAN>'],
    ['the amount', '<InstdAmt Ccy="EUR">121.50</InstdAmt>', '<InstdAmt Ccy="EUR">121,50</InstdAmt>'],
    ['the namespace', 'pain.008.001.02"', 'pain.008.001.01"'],
  ])('is checked by the schema for real: breaking %s fails', (_name, from, to) => {
    const xml = xmlOf(buildPain008(debitInput()));
    expect(xml).toContain(from);
    expect(validateXml(xml.replace(from, to), PAIN_008_XSD).valid).toBe(false);
  });
});

describe('buildPain008', () => {
  it('writes the header, the batch and the transaction as the AEB guide lays them out', () => {
    const xml = xmlOf(buildPain008(debitInput()));
    expect(xml).toContain(
      '<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"><CstmrDrctDbtInitn>',
    );
    expect(xml).toContain(
      '<GrpHdr><MsgId>REM-2026-0001</MsgId><CreDtTm>2026-11-29T10:15:00</CreDtTm><NbOfTxs>1</NbOfTxs><CtrlSum>121.50</CtrlSum>' +
        '<InitgPty><Nm>Suministros Almacena Demo, S.L.</Nm><Id><OrgId><Othr><Id>ES11000B12345674</Id></Othr></OrgId></Id></InitgPty></GrpHdr>',
    );
    expect(xml).toContain(
      '<PmtInf><PmtInfId>REM-2026-0001-1</PmtInfId><PmtMtd>DD</PmtMtd><BtchBookg>true</BtchBookg><NbOfTxs>1</NbOfTxs><CtrlSum>121.50</CtrlSum>' +
        '<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>CORE</Cd></LclInstrm><SeqTp>RCUR</SeqTp></PmtTpInf><ReqdColltnDt>2026-12-05</ReqdColltnDt>' +
        '<Cdtr><Nm>Suministros Almacena Demo, S.L.</Nm><PstlAdr><StrtNm>Calle de Alcala</StrtNm><BldgNb>45</BldgNb><PstCd>28014</PstCd><TwnNm>Madrid</TwnNm><Ctry>ES</Ctry></PstlAdr></Cdtr>' +
        '<CdtrAcct><Id><IBAN>ES9121000418450200051332</IBAN></Id></CdtrAcct><CdtrAgt><FinInstnId><BIC>CAIXESBBXXX</BIC></FinInstnId></CdtrAgt><ChrgBr>SLEV</ChrgBr>' +
        '<CdtrSchmeId><Id><PrvtId><Othr><Id>ES11000B12345674</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></CdtrSchmeId>',
    );
    expect(xml).toContain(
      '<DrctDbtTxInf><PmtId><EndToEndId>F2026-0001-1</EndToEndId></PmtId><InstdAmt Ccy="EUR">121.50</InstdAmt>' +
        '<DrctDbtTx><MndtRltdInf><MndtId>MANDATO-0001</MndtId><DtOfSgntr>2025-01-10</DtOfSgntr><AmdmntInd>false</AmdmntInd></MndtRltdInf></DrctDbtTx>' +
        '<DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></DbtrAgt>' +
        '<Dbtr><Nm>Ferreteria Pena e Hijos, S.L.</Nm><PstlAdr><StrtNm>Rua do Vilar</StrtNm><BldgNb>12</BldgNb><PstCd>15705</PstCd><TwnNm>Santiago de Compostela</TwnNm><Ctry>ES</Ctry></PstlAdr></Dbtr>' +
        '<DbtrAcct><Id><IBAN>ES6000491500051234567892</IBAN></Id></DbtrAcct><RmtInf><Ustrd>Factura F 2026/0001, vencimiento 1 de 2</Ustrd></RmtInf></DrctDbtTxInf>',
    );
  });

  it('writes CORE unless B2B is asked for', () => {
    expect(xmlOf(buildPain008(debitInput([debitItem()], { scheme: 'B2B' })))).toContain('<LclInstrm><Cd>B2B</Cd></LclInstrm>');
  });

  it('groups by collection date and sequence type, by date then FRST, RCUR, OOFF, FNAL, keeping the input order inside a batch', () => {
    const result = buildPain008(
      debitInput([
        debitItem({ endToEndId: 'A', sequenceType: 'RCUR', collectionDate: '2026-12-10', amountCents: 100 }),
        debitItem({ endToEndId: 'B', sequenceType: 'FRST', collectionDate: '2026-12-10', amountCents: 250 }),
        debitItem({ endToEndId: 'C', sequenceType: 'RCUR', collectionDate: '2026-12-05', amountCents: 1 }),
        debitItem({ endToEndId: 'D', sequenceType: 'RCUR', collectionDate: '2026-12-10', amountCents: 5005 }),
        debitItem({ endToEndId: 'E', sequenceType: 'FNAL', collectionDate: '2026-12-05', amountCents: 99 }),
        debitItem({ endToEndId: 'F', sequenceType: 'OOFF', collectionDate: '2026-12-05', amountCents: 1000 }),
      ]),
    );
    if (!result.ok) throw new Error('refused');
    expect(result.totals).toEqual({
      numberOfTransactions: 6,
      controlSumCents: 6455,
      batches: [
        { paymentInfoId: 'REM-2026-0001-1', date: '2026-12-05', sequenceType: 'RCUR', numberOfTransactions: 1, controlSumCents: 1, items: [2] },
        { paymentInfoId: 'REM-2026-0001-2', date: '2026-12-05', sequenceType: 'OOFF', numberOfTransactions: 1, controlSumCents: 1000, items: [5] },
        { paymentInfoId: 'REM-2026-0001-3', date: '2026-12-05', sequenceType: 'FNAL', numberOfTransactions: 1, controlSumCents: 99, items: [4] },
        { paymentInfoId: 'REM-2026-0001-4', date: '2026-12-10', sequenceType: 'FRST', numberOfTransactions: 1, controlSumCents: 250, items: [1] },
        { paymentInfoId: 'REM-2026-0001-5', date: '2026-12-10', sequenceType: 'RCUR', numberOfTransactions: 2, controlSumCents: 5105, items: [0, 3] },
      ],
    });
    const xml = result.xml;
    expect(xml).toContain('<GrpHdr><MsgId>REM-2026-0001</MsgId><CreDtTm>2026-11-29T10:15:00</CreDtTm><NbOfTxs>6</NbOfTxs><CtrlSum>64.55</CtrlSum>');
    expect(xml.match(/<PmtInf>/g)).toHaveLength(5);
    expect([...xml.matchAll(/<EndToEndId>(\w+)<\/EndToEndId>/g)].map((m) => m[1])).toEqual(['C', 'F', 'E', 'B', 'A', 'D']);
    expect(xml).toContain(
      '<PmtInfId>REM-2026-0001-5</PmtInfId><PmtMtd>DD</PmtMtd><BtchBookg>true</BtchBookg><NbOfTxs>2</NbOfTxs><CtrlSum>51.05</CtrlSum>',
    );
  });

  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [123456, '1234.56'],
    [99_999_999_999, '999999999.99'],
  ])('writes %i cents as %s', (amountCents, text) => {
    expect(xmlOf(buildPain008(debitInput([debitItem({ amountCents })])))).toContain(`<InstdAmt Ccy="EUR">${text}</InstdAmt>`);
  });

  it('adds up many amounts in integer cents (no floating-point drift in CtrlSum)', () => {
    const items = Array.from({ length: 10 }, (_, i) => debitItem({ endToEndId: `E${i}`, amountCents: 10 }));
    const result = buildPain008(debitInput(items));
    expect(result.ok && result.totals.controlSumCents).toBe(100);
    expect(xmlOf(result)).toContain('<NbOfTxs>10</NbOfTxs><CtrlSum>1.00</CtrlSum>');
  });

  it('gives the same file for the same input', () => {
    const input = debitInput([debitItem({ endToEndId: 'A' }), debitItem({ endToEndId: 'B', sequenceType: 'FRST' })]);
    expect(buildPain008(input)).toEqual(buildPain008(structuredClone(input)));
  });

  it('writes the creation time as Madrid wall-clock time, in summer too', () => {
    expect(
      xmlOf(
        buildPain008(
          debitInput([debitItem({ collectionDate: '2026-07-20', mandateSignatureDate: '2026-01-01' })], {
            createdAt: new Date('2026-07-15T22:30:00Z'),
          }),
        ),
      ),
    ).toContain('<CreDtTm>2026-07-16T00:30:00</CreDtTm>');
  });

  it('escapes nothing it does not need to: an apostrophe is in the set and stays', () => {
    expect(xmlOf(buildPain008(debitInput([debitItem({ debtorName: "Bar O'Donnell & Co." })])))).toContain("<Nm>Bar O'Donnell y Co.</Nm>");
  });

  it('keeps a tab, a line break or a NUL in a name out of the file', () => {
    const xml = xmlOf(buildPain008(debitInput([debitItem({ debtorName: 'Ana\tGil\nPérez\u0000 S.L.' })])));
    expect(xml).toContain('<Nm>Ana Gil Perez S.L.</Nm>');
    // eslint-disable-next-line no-control-regex -- the test is that no control character is written
    expect(xml).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u200B]/);
    expect(xml).toMatch(/^[\x20-\x7E]*$/);
  });
});

describe('buildPain008 refusals', () => {
  it('lists every bad item and field at once, never throwing', () => {
    const problems = problemsOf(
      debitInput([
        debitItem({ endToEndId: 'A' }),
        debitItem({ endToEndId: 'B', debtorIban: 'ES91 2100 0418 4502 0005 1333', amountCents: 0 }),
        debitItem({ endToEndId: 'C', mandateId: '', mandateSignatureDate: '2026-12-06' }),
        debitItem({ endToEndId: 'A', amountCents: 12.5 }),
      ]),
    );
    expect(problems).toEqual([
      { item: 1, field: 'amountCents', code: 'notPositiveInteger' },
      { item: 1, field: 'debtorIban', code: 'checkDigits' },
      { item: 2, field: 'mandateId', code: 'empty' },
      { item: 2, field: 'mandateSignatureDate', code: 'afterCollection' },
      { item: 3, field: 'endToEndId', code: 'duplicate' },
      { item: 3, field: 'amountCents', code: 'notPositiveInteger' },
    ]);
  });

  it.each([
    ['a negative amount', { amountCents: -100 }, 'amountCents', 'notPositiveInteger'],
    ['a fractional amount', { amountCents: 0.5 }, 'amountCents', 'notPositiveInteger'],
    ['a NaN amount', { amountCents: Number.NaN }, 'amountCents', 'notPositiveInteger'],
    ['an amount as text', { amountCents: '100' as unknown as number }, 'amountCents', 'notPositiveInteger'],
    ['an amount past 999 999 999,99 €', { amountCents: 100_000_000_000 }, 'amountCents', 'tooLarge'],
    ['an empty end-to-end id', { endToEndId: ' // ' }, 'endToEndId', 'empty'],
    ['a mandate id with a space', { mandateId: 'MANDATO 1' }, 'mandateId', 'invalidChars'],
    ['a mandate id with an accent', { mandateId: 'MANDATO-Ñ' }, 'mandateId', 'invalidChars'],
    ['a mandate id with //', { mandateId: 'M//1' }, 'mandateId', 'invalidChars'],
    ['a mandate id past 35', { mandateId: 'M'.repeat(36) }, 'mandateId', 'tooLong'],
    ['a missing mandate', { mandateId: undefined as unknown as string }, 'mandateId', 'empty'],
    ['a signature date that is not a date', { mandateSignatureDate: '2025-02-30' }, 'mandateSignatureDate', 'invalidDate'],
    ['a signature after the collection', { mandateSignatureDate: '2026-12-06' }, 'mandateSignatureDate', 'afterCollection'],
    ['a signature after today', { mandateSignatureDate: '2026-11-30' }, 'mandateSignatureDate', 'inFuture'],
    ['an unknown sequence type', { sequenceType: 'RECU' as 'RCUR' }, 'sequenceType', 'invalid'],
    ['a collection date that is not a date', { collectionDate: '05/12/2026' }, 'collectionDate', 'invalidDate'],
    ['a collection date before today', { collectionDate: '2026-11-28', mandateSignatureDate: '2025-01-01' }, 'collectionDate', 'inPast'],
    ['a debtor without a name', { debtorName: '\t\u0000 ' }, 'debtorName', 'empty'],
    ['a debtor name with nothing writable', { debtorName: '株式会社' }, 'debtorName', 'empty'],
    ['a debtor IBAN with a wrong CCC', { debtorIban: 'ES29 2100 0418 4602 0005 1332' }, 'debtorIban', 'accountCheckDigits'],
    ['a debtor IBAN missing', { debtorIban: '' }, 'debtorIban', 'empty'],
    ['a debtor BIC of 9 characters', { debtorBic: 'CAIXESBBX' }, 'debtorBic', 'length'],
    ['a debtor without a town', { debtorAddress: { townName: '', country: 'ES' } }, 'debtorAddress.townName', 'empty'],
    ['a debtor without a country', { debtorAddress: { townName: 'Madrid', country: '' } }, 'debtorAddress.country', 'empty'],
    ['a debtor in no country', { debtorAddress: { townName: 'Madrid', country: 'XX' } }, 'debtorAddress.country', 'country'],
    [
      'a debtor without an address',
      { debtorAddress: undefined as unknown as { townName: string; country: string } },
      'debtorAddress.townName',
      'empty',
    ],
  ])('refuses %s', (_name, overrides, field, code) => {
    expect(problemsOf(debitInput([debitItem(overrides)]))).toContainEqual({ item: 0, field, code });
  });

  it.each([
    ['no items', debitInput([]), 'items', 'noItems'],
    ['an empty message id', debitInput(undefined, { messageId: '///' }), 'messageId', 'empty'],
    ['an invalid creation instant', debitInput(undefined, { createdAt: new Date(Number.NaN) }), 'createdAt', 'invalidDate'],
    ['an unknown scheme', debitInput(undefined, { scheme: 'COR1' as 'CORE' }), 'scheme', 'invalid'],
    [
      'a wrong creditor id',
      debitInput(undefined, { creditor: { ...debitInput().creditor, creditorId: 'ES59000B12345678' } }),
      'creditor.creditorId',
      'checkDigits',
    ],
    ['a creditor without a name', debitInput(undefined, { creditor: { ...debitInput().creditor, name: '' } }), 'creditor.name', 'empty'],
    [
      'a wrong creditor IBAN',
      debitInput(undefined, { creditor: { ...debitInput().creditor, iban: 'ES91 2100 0418 4502 0005 133' } }),
      'creditor.iban',
      'length',
    ],
    ['a wrong creditor BIC', debitInput(undefined, { creditor: { ...debitInput().creditor, bic: 'CAIX1SBB' } }), 'creditor.bic', 'format'],
    [
      'a creditor without a street',
      debitInput(undefined, { creditor: { ...debitInput().creditor, address: { postCode: '28014', townName: 'Madrid', country: 'ES' } } }),
      'creditor.address.streetName',
      'empty',
    ],
    [
      'a creditor without a postal code',
      debitInput(undefined, { creditor: { ...debitInput().creditor, address: { streetName: 'Mayor', townName: 'Madrid', country: 'ES' } } }),
      'creditor.address.postCode',
      'empty',
    ],
  ])('refuses %s', (_name, input, field, code) => {
    expect(problemsOf(input)).toContainEqual({ item: null, field, code });
  });

  it('refuses, rather than throws on, input that is not the expected shape at all', () => {
    expect(buildPain008(null as unknown as DirectDebitInput)).toMatchObject({ ok: false });
    expect(buildPain008({ items: [null] } as unknown as DirectDebitInput)).toMatchObject({ ok: false });
    expect(buildPain008({ messageId: 3, createdAt: 'yesterday', creditor: 'me', items: 'all' } as unknown as DirectDebitInput)).toMatchObject({
      ok: false,
    });
  });

  it('accepts the collection on the creation day and a signature on the collection day', () => {
    expect(buildPain008(debitInput([debitItem({ collectionDate: '2026-11-29', mandateSignatureDate: '2026-11-29' })])).ok).toBe(true);
    expect(CREATED_AT.toISOString()).toBe('2026-11-29T09:15:00.000Z');
  });
});
