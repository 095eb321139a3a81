import { describe, expect, it } from 'vitest';
import { buildPain001, type TransferInput } from './pain001';
import type { SepaFileResult, SepaProblem } from './sepaParts';
import { HAS_XMLLINT, PAIN_001_XSD, transferInput, transferItem, validateXml } from './testFixtures';

function xmlOf(result: SepaFileResult): string {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  return result.xml;
}

function problemsOf(input: TransferInput): SepaProblem[] {
  const result = buildPain001(input);
  if (result.ok) throw new Error('expected a refusal');
  return result.problems;
}

const PAYMENT_RUNS: [string, TransferInput][] = [
  ['one transfer', transferInput()],
  [
    'a creditor with a BIC and our BIC',
    transferInput([transferItem({ creditorBic: 'BSCHESMM' })], { debtor: { ...transferInput().debtor, bic: 'CAIXESBBXXX' } }),
  ],
  [
    'three vendors on two dates',
    transferInput([
      transferItem({ endToEndId: 'P1', executionDate: '2026-12-03' }),
      transferItem({ endToEndId: 'P2', creditorIban: 'FR1420041010050500013M02606', creditorAddress: { townName: 'Paris', country: 'FR' } }),
      transferItem({ endToEndId: 'P3', executionDate: '2026-12-03', amountCents: 1 }),
    ]),
  ],
  ['no remittance information', transferInput([transferItem({ remittanceInfo: '' })])],
  [
    'control characters and long texts',
    transferInput([
      transferItem({ creditorName: `Ñandú\t&\nCía\u0000 ${'x'.repeat(100)}`, remittanceInfo: `Facturas\r\n${'é'.repeat(300)}`, endToEndId: 'P\t1' }),
    ]),
  ],
  ['another suffix', transferInput(undefined, { debtor: { ...transferInput().debtor, suffix: '001' } })],
];

describe.skipIf(!HAS_XMLLINT)('buildPain001 against pain.001.001.03.xsd', () => {
  it.each(PAYMENT_RUNS)('%s: the schema accepts it', (_name, input) => {
    const { valid, output } = validateXml(xmlOf(buildPain001(input)), PAIN_001_XSD);
    expect(output).toContain('validates');
    expect(valid).toBe(true);
  });

  it.each([
    ['the element order', '<PmtMtd>TRF</PmtMtd><BtchBookg>true</BtchBookg>', '<BtchBookg>true</BtchBookg><PmtMtd>TRF</PmtMtd>'],
    ['the payment method', '<PmtMtd>TRF</PmtMtd>', '<PmtMtd>DD</PmtMtd>'],
    ['the date', '<ReqdExctnDt>2026-12-01</ReqdExctnDt>', '<ReqdExctnDt>01/12/2026</ReqdExctnDt>'],
  ])('is checked by the schema for real: breaking %s fails', (_name, from, to) => {
    const xml = xmlOf(buildPain001(transferInput()));
    expect(xml).toContain(from);
    expect(validateXml(xml.replace(from, to), PAIN_001_XSD).valid).toBe(false);
  });
});

describe('buildPain001', () => {
  it('writes the header, the batch and the transfer', () => {
    const xml = xmlOf(buildPain001(transferInput()));
    expect(xml).toContain(
      '<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn>',
    );
    expect(xml).toContain(
      '<GrpHdr><MsgId>PAG-2026-0001</MsgId><CreDtTm>2026-11-29T10:15:00</CreDtTm><NbOfTxs>1</NbOfTxs><CtrlSum>483.99</CtrlSum>' +
        '<InitgPty><Nm>Suministros Almacena Demo, S.L.</Nm><Id><OrgId><Othr><Id>B12345674000</Id></Othr></OrgId></Id></InitgPty></GrpHdr>',
    );
    expect(xml).toContain(
      '<PmtInf><PmtInfId>PAG-2026-0001-1</PmtInfId><PmtMtd>TRF</PmtMtd><BtchBookg>true</BtchBookg><NbOfTxs>1</NbOfTxs><CtrlSum>483.99</CtrlSum>' +
        '<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf><ReqdExctnDt>2026-12-01</ReqdExctnDt>' +
        '<Dbtr><Nm>Suministros Almacena Demo, S.L.</Nm><PstlAdr><StrtNm>Calle de Alcala</StrtNm><BldgNb>45</BldgNb><PstCd>28014</PstCd><TwnNm>Madrid</TwnNm><Ctry>ES</Ctry></PstlAdr></Dbtr>' +
        '<DbtrAcct><Id><IBAN>ES9121000418450200051332</IBAN></Id></DbtrAcct><DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></DbtrAgt><ChrgBr>SLEV</ChrgBr>' +
        '<CdtTrfTxInf><PmtId><EndToEndId>PAGO-2026-0001</EndToEndId></PmtId><Amt><InstdAmt Ccy="EUR">483.99</InstdAmt></Amt>' +
        '<Cdtr><Nm>Distribuciones Nandu y Cia, S.A.</Nm><PstlAdr><StrtNm>Avinguda Diagonal</StrtNm><BldgNb>621</BldgNb><PstCd>08028</PstCd><TwnNm>Barcelona</TwnNm><Ctry>ES</Ctry></PstlAdr></Cdtr>' +
        '<CdtrAcct><Id><IBAN>ES6000491500051234567892</IBAN></Id></CdtrAcct><RmtInf><Ustrd>Sus facturas A-102 y A-107</Ustrd></RmtInf></CdtTrfTxInf></PmtInf>',
    );
  });

  it('writes the creditor agent only when the BIC is known', () => {
    const xml = xmlOf(buildPain001(transferInput([transferItem({ creditorBic: 'bsch esmm' })])));
    expect(xml).toContain('</Amt><CdtrAgt><FinInstnId><BIC>BSCHESMM</BIC></FinInstnId></CdtrAgt><Cdtr>');
    expect(xmlOf(buildPain001(transferInput()))).not.toContain('<CdtrAgt>');
  });

  it('groups by execution date, earliest first, keeping the input order inside a date', () => {
    const result = buildPain001(
      transferInput([
        transferItem({ endToEndId: 'A', executionDate: '2026-12-03', amountCents: 100 }),
        transferItem({ endToEndId: 'B', executionDate: '2026-12-01', amountCents: 250 }),
        transferItem({ endToEndId: 'C', executionDate: '2026-12-03', amountCents: 5 }),
      ]),
    );
    if (!result.ok) throw new Error('refused');
    expect(result.totals).toEqual({
      numberOfTransactions: 3,
      controlSumCents: 355,
      batches: [
        { paymentInfoId: 'PAG-2026-0001-1', date: '2026-12-01', numberOfTransactions: 1, controlSumCents: 250, items: [1] },
        { paymentInfoId: 'PAG-2026-0001-2', date: '2026-12-03', numberOfTransactions: 2, controlSumCents: 105, items: [0, 2] },
      ],
    });
    expect(result.xml).toContain('<NbOfTxs>3</NbOfTxs><CtrlSum>3.55</CtrlSum>');
    expect([...result.xml.matchAll(/<EndToEndId>(\w+)<\/EndToEndId>/g)].map((m) => m[1])).toEqual(['B', 'A', 'C']);
  });

  it('gives the same file for the same input', () => {
    const input = transferInput([transferItem({ endToEndId: 'A' }), transferItem({ endToEndId: 'B', executionDate: '2026-12-09' })]);
    expect(buildPain001(input)).toEqual(buildPain001(structuredClone(input)));
  });

  it('keeps a tab, a line break or a NUL in a vendor name out of the file', () => {
    const xml = xmlOf(buildPain001(transferInput([transferItem({ creditorName: 'Hierros\tdel\nNorte\u0000, S.A.' })])));
    expect(xml).toContain('<Nm>Hierros del Norte, S.A.</Nm>');
    expect(xml).toMatch(/^[\x20-\x7E]*$/);
  });
});

describe('buildPain001 refusals', () => {
  it('lists every bad item at once', () => {
    expect(
      problemsOf(
        transferInput([
          transferItem({ endToEndId: 'A' }),
          transferItem({ endToEndId: 'A', creditorIban: 'ES91 2100 0418 4502 0005 1333' }),
          transferItem({ endToEndId: 'C', amountCents: -5, executionDate: '2026-11-28' }),
        ]),
      ),
    ).toEqual([
      { item: 1, field: 'endToEndId', code: 'duplicate' },
      { item: 1, field: 'creditorIban', code: 'checkDigits' },
      { item: 2, field: 'amountCents', code: 'notPositiveInteger' },
      { item: 2, field: 'executionDate', code: 'inPast' },
    ]);
  });

  it.each([
    ['a zero amount', { amountCents: 0 }, 'amountCents', 'notPositiveInteger'],
    ['an amount past the SEPA maximum', { amountCents: 1e11 }, 'amountCents', 'tooLarge'],
    ['an execution date that is not a date', { executionDate: '2026-13-01' }, 'executionDate', 'invalidDate'],
    ['a vendor without a name', { creditorName: '   ' }, 'creditorName', 'empty'],
    ['a vendor IBAN missing', { creditorIban: '' }, 'creditorIban', 'empty'],
    ['a vendor BIC malformed', { creditorBic: 'BS-HESMM' }, 'creditorBic', 'format'],
    ['a vendor without a town', { creditorAddress: { townName: '\n', country: 'ES' } }, 'creditorAddress.townName', 'empty'],
    ['a vendor in no country', { creditorAddress: { townName: 'Madrid', country: 'Spain' } }, 'creditorAddress.country', 'country'],
  ])('refuses %s', (_name, overrides, field, code) => {
    expect(problemsOf(transferInput([transferItem(overrides)]))).toContainEqual({ item: 0, field, code });
  });

  it.each([
    ['no items', transferInput([]), 'items', 'noItems'],
    ['a wrong NIF', transferInput(undefined, { debtor: { ...transferInput().debtor, taxId: 'B12345678' } }), 'debtor.taxId', 'checkDigit'],
    ['a missing NIF', transferInput(undefined, { debtor: { ...transferInput().debtor, taxId: '' } }), 'debtor.taxId', 'empty'],
    ['a wrong suffix', transferInput(undefined, { debtor: { ...transferInput().debtor, suffix: '1' } }), 'debtor.suffix', 'invalid'],
    ['a wrong company IBAN', transferInput(undefined, { debtor: { ...transferInput().debtor, iban: 'XX' } }), 'debtor.iban', 'format'],
    [
      'a company address without a street',
      transferInput(undefined, { debtor: { ...transferInput().debtor, address: { postCode: '28014', townName: 'Madrid', country: 'ES' } } }),
      'debtor.address.streetName',
      'empty',
    ],
  ])('refuses %s', (_name, input, field, code) => {
    expect(problemsOf(input)).toContainEqual({ item: null, field, code });
  });

  it('refuses, rather than throws on, input that is not the expected shape', () => {
    expect(buildPain001(undefined as unknown as TransferInput)).toMatchObject({ ok: false });
    expect(buildPain001({ debtor: null, items: [undefined, 3] } as unknown as TransferInput)).toMatchObject({ ok: false });
  });
});
