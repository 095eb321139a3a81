/** Thin repository for outputs/{id} (Salidas); the shape is shared with entradas. */
import { stockDocumentRepository } from '../stock/documents/stockDocumentRepository';

export const outputRepository = stockDocumentRepository('output');
