// Types of the generated pdfEngine.js (scripts/pdf-engine/entry.js is its source).
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/** The PDF file of a pdfmake document definition, in Roboto (normal and bold, Latin subset). */
export function renderPdf(docDefinition: TDocumentDefinitions): Promise<Uint8Array<ArrayBuffer>>;

/** The characters of `text` that the engine's fonts cannot draw. */
export function missingCharacters(text: string): string[];
