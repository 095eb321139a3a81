import { describe, expect, it } from 'vitest';
import { BIC_ERRORS } from './bic';
import { CREDITOR_ID_ERRORS } from './creditorId';
import { BIC_MESSAGES, CREDITOR_ID_MESSAGES, sepaFieldLabel, sepaProblemMessage } from './messages';
import { buildPain001 } from './pain001';
import { buildPain008 } from './pain008';
import { debitInput, debitItem, transferInput, transferItem } from './testFixtures';

describe('SEPA messages', () => {
  it('has a Spanish text for every creditor id and BIC error', () => {
    for (const code of CREDITOR_ID_ERRORS) expect(CREDITOR_ID_MESSAGES[code].length).toBeGreaterThan(20);
    for (const code of BIC_ERRORS) expect(BIC_MESSAGES[code].length).toBeGreaterThan(10);
  });

  it.each([
    [
      { item: 2, field: 'debtorIban', code: 'checkDigits' as const },
      'Operación 3 · IBAN del deudor: los dígitos de control del IBAN no son correctos',
    ],
    [
      { item: null, field: 'creditor.creditorId', code: 'taxId' as const },
      'Identificador de acreedor: el NIF del identificador de acreedor no es válido.',
    ],
    [{ item: 0, field: 'debtorAddress.townName', code: 'empty' as const }, 'Operación 1 · Dirección del deudor (población): falta.'],
    [{ item: null, field: 'creditor.address.postCode', code: 'empty' as const }, 'Dirección de la empresa (código postal): falta.'],
    [
      { item: 4, field: 'mandateSignatureDate', code: 'afterCollection' as const },
      'Operación 5 · Fecha de firma del mandato: no puede ser posterior a la fecha de cobro.',
    ],
    [{ item: null, field: 'items', code: 'noItems' as const }, 'Remesa: no tiene ninguna operación.'],
    [{ item: null, field: 'debtor.taxId', code: 'checkDigit' as const }, 'NIF de la empresa: la letra o dígito de control del NIF no es correcto.'],
    [{ item: 1, field: 'creditorBic', code: 'length' as const }, 'Operación 2 · BIC del beneficiario: el BIC tiene 8 u 11 caracteres.'],
  ])('says %j in Spanish', (problem, text) => {
    expect(sepaProblemMessage(problem)).toContain(text);
  });

  it('names every field a refusal can name', () => {
    const refused = [
      buildPain008(
        debitInput(
          [
            debitItem({
              endToEndId: '',
              amountCents: 0,
              mandateId: '',
              mandateSignatureDate: '',
              sequenceType: '' as 'RCUR',
              debtorName: '',
              debtorIban: '',
              debtorBic: 'X',
              debtorAddress: { townName: '', country: '' },
              collectionDate: '',
            }),
          ],
          {
            messageId: '',
            createdAt: new Date(Number.NaN),
            scheme: 'X' as 'CORE',
            creditor: { name: '', creditorId: '', iban: '', bic: 'X', address: { townName: '', country: '' } },
          },
        ),
      ),
      buildPain001(
        transferInput(
          [transferItem({ creditorName: '', creditorIban: '', creditorBic: 'X', creditorAddress: { townName: '', country: '' }, executionDate: '' })],
          { debtor: { name: '', taxId: '', suffix: '', iban: '', bic: 'X', address: { townName: '', country: '' } } },
        ),
      ),
      buildPain008(debitInput([])),
    ];
    const problems = refused.flatMap((result) => (result.ok ? [] : result.problems));
    expect(problems.length).toBeGreaterThan(30);
    for (const problem of problems) {
      expect(sepaFieldLabel(problem.field), problem.field).not.toBe(problem.field);
      expect(sepaProblemMessage(problem)).not.toContain('no es válido.');
    }
  });
});
