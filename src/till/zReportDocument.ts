/** The Z report as a pdfmake document definition (pure; rendered by src/pdf/pdfFile.ts on demand). */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { TILL_TEXT as T } from './messages';
import type { ZLine, ZReport } from './zReport';

function table(title: string, lines: readonly ZLine[]): Content[] {
  if (lines.length === 0) return [];
  return [
    { text: title, style: 'section' },
    {
      table: {
        widths: ['*', 'auto'],
        body: lines.map((l) => [
          { text: l.label, bold: l.strong === true },
          { text: l.value, alignment: 'right', noWrap: true, bold: l.strong === true },
        ]),
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

export function zReportDocument(z: ZReport, company: { name: string; nif: string }): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    info: { title: z.title },
    content: [
      { text: `${company.name}${company.nif ? ` · ${company.nif}` : ''}`, color: '#555555' },
      { text: z.title, style: 'title' },
      ...table(T.title, z.header),
      ...table(T.cashFigures, z.cash),
      ...table(T.byMethod, z.methods),
      ...table(T.moves, z.moves),
      ...table(T.countedBy, z.counted),
      ...table(T.arqueo, z.result),
    ],
    styles: { title: { fontSize: 16, bold: true, margin: [0, 4, 0, 8] }, section: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] } },
    defaultStyle: { fontSize: 10 },
  };
}

export async function downloadZReportPdf(z: ZReport, company: { name: string; nif: string }): Promise<void> {
  const { createPdf } = await import('../pdf/pdfFile');
  const pdf = await createPdf(zReportDocument(z, company));
  pdf.download(z.fileName);
}
