import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('the domain index', () => {
  it.each([
    'validateTaxId',
    'normalizeTaxId',
    'isValidEan13',
    'parseEuros',
    'formatEuros',
    'formatCentsPlain',
    'percentOfCents',
    'parsePercent',
    'formatPercent',
    'parseQuantity',
    'formatQuantity',
    'formatDate',
    'toIsoDate',
    'recargoRateFor',
    'lineBaseCents',
    'computeTotals',
    'validateLine',
    'formatInvoiceNumber',
    'counterKey',
    'validateSeries',
    'parseInvoiceNumber',
    'receiveStock',
    'issueStock',
    'averageCostOf',
    'storedValueCents',
    'applyDeltas',
    'findShortages',
    'stockValueCents',
    'normalizeText',
    'searchPrefixes',
    'searchToken',
    'validateSpanishPostalCode',
    'validateEmail',
    'validatePhone',
    'validateIban',
    'formatIban',
    'domainMessage',
    'shortageMessage',
  ])('exports %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });

  it.each(['VAT_RATES', 'EXEMPTION_REASONS', 'IRPF_RATES', 'MESSAGES'])('exports %s', (name) => {
    expect((domain as Record<string, unknown>)[name]).toBeDefined();
  });
});
