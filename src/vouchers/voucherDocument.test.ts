import { describe, expect, it } from 'vitest';
import { voucherDocument } from './voucherDocument';

describe('the printed vale', () => {
  it('shows the code big and grouped, the amount in euros and the expiry day in Spanish', () => {
    const doc = voucherDocument(
      { code: 'ABCDEFGH23', amountCents: 2500, expiresOn: '2027-03-15', numberText: 'R-2026-1' },
      { name: 'Tienda', nif: 'B12345678' },
    );
    const texts = JSON.stringify(doc.content);
    expect(texts).toContain('ABCD-EFGH-23');
    expect(texts).toMatch(/25,00\s€/);
    expect(texts).toContain('15/03/2027');
    expect(texts).toContain('R-2026-1');
  });
});
