/**
 * Renders and downloads an extracto de cuenta as PDF. The PDF engine and its fonts are loaded
 * only here (src/pdf/pdfFile.ts), when someone asks for the PDF, so they stay out of the app
 * shell's bundle.
 */
import { createPdf } from '../../pdf/pdfFile';
import { statementDocument, statementPdfFileName, type StatementPdfInput } from './statementDocument';

export async function downloadStatementPdf(input: StatementPdfInput): Promise<void> {
  const pdf = await createPdf(statementDocument(input));
  pdf.download(statementPdfFileName(input.party, input.statement));
}
