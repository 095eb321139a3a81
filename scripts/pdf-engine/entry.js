// The PDF engine's entry (bundled by build.mjs into src/pdf/engine/pdfEngine.js): pdfmake's
// printer (layout, tables, SVG) over pdfkit, with the Latin subsets of Roboto's two styles that
// the documents use. Its types are src/pdf/engine/pdfEngine.d.ts.
import fontkit from '@foliojs-fork/fontkit';
import { Buffer } from 'buffer';
import PdfPrinter from 'pdfmake/src/printer.js';
import bold from 'roboto-subset:Roboto-Medium.ttf';
import regular from 'roboto-subset:Roboto-Regular.ttf';

// pdfmake's "bold" has always been Roboto Medium (its default fonts); no document uses italics.
const FONTS = { Roboto: { normal: Buffer.from(regular), bold: Buffer.from(bold) } };

export function renderPdf(docDefinition) {
  return new Promise((resolve, reject) => {
    try {
      const doc = new PdfPrinter(FONTS).createPdfKitDocument(docDefinition);
      const chunks = [];
      doc.on('data', (chunk) => chunks.push(chunk));
      doc.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
      });
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

/** The characters of `text` that one of the two styles cannot draw (a PDF would show nothing there). */
export function missingCharacters(text) {
  const fonts = Object.values(FONTS.Roboto).map((bytes) => fontkit.create(bytes));
  return [...new Set(text)].filter((ch) => fonts.some((font) => !font.hasGlyphForCodePoint(ch.codePointAt(0))));
}
