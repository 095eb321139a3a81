/** What the counter uses of the company's settings (issue 29: followed live by CounterPage). Pure. */
import type { CorporationData } from '../corps/corporationData';

export type CounterSettings = Pick<CorporationData, 'simplifiedSeries' | 'retailActivity' | 'allowNegativeStock' | 'defaultVatRate'>;

export function counterSettingsOf(data: Partial<CorporationData>): CounterSettings {
  return {
    simplifiedSeries: typeof data.simplifiedSeries === 'string' && data.simplifiedSeries !== '' ? data.simplifiedSeries : 'T',
    retailActivity: data.retailActivity === true,
    allowNegativeStock: data.allowNegativeStock === true,
    defaultVatRate: typeof data.defaultVatRate === 'number' ? data.defaultVatRate : 21,
  };
}
