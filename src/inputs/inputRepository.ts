/** Thin repository for inputs/{id} (Entradas); the shape is shared with salidas. */
import { stockDocumentRepository } from '../stock/documents/stockDocumentRepository';

export const inputRepository = stockDocumentRepository('input');
