/** Every string a pdfmake definition prints (header and footer of page 2 of 3 included), for the PDF builders' tests. */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

export function printedText(doc: TDocumentDefinitions): string {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') out.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(doc.content);
  const dynamic = (d: unknown) => (typeof d === 'function' ? d(2, 3, { width: 595, height: 842, orientation: 'portrait' }) : d);
  walk(dynamic(doc.header));
  walk(dynamic(doc.footer));
  return out.join('\n').replace(/\u00a0/g, ' ');
}
