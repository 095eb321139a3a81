import type { ComponentType } from 'react';
import type { DocKind, StockDocument } from '../../domain/stock/stockTypes';

/**
 * What areas above stock show on an entrada or salida (the returns desk's badge, notes and button),
 * passed in by the page that composes them (src/inputs, src/outputs), so that stock imports no
 * returns screen (npm run arch). Every part is optional: without them the document shows only its own fields.
 */
export interface StockDocumentParts {
  /** Beside the number, in the list and the heading. */
  Badge?: ComponentType<{ document: Pick<StockDocument, 'returnOf'> }>;
  /** Above the form: where a return's document comes from. */
  SourceNote?: ComponentType<{ document: StockDocument }>;
  /** Under the lines: what has been returned of them so far. */
  ReturnedNote?: ComponentType<{ document: StockDocument }>;
  /** Among the actions. */
  Actions?: ComponentType<{ document: StockDocument | null }>;
  /** The party field's label (a return's entrada comes from a client, its salida goes to a vendor). */
  partyLabel?: (kind: DocKind, document: StockDocument | null) => string;
}
