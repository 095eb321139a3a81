/** The Spanish message of a failed print (transport.ts' PrinterError kinds). */
import { PRINT_TEXT } from './messages';

export function printFailureText(e: unknown): string {
  const kind = e && typeof e === 'object' && 'kind' in e ? (e as { kind: unknown }).kind : null;
  if (kind === 'notFound') return PRINT_TEXT.notFound;
  if (kind === 'cancelled') return PRINT_TEXT.cancelled;
  if (kind === 'unsupported') return PRINT_TEXT.unsupported;
  if (kind === 'failed') return PRINT_TEXT.failed;
  return PRINT_TEXT.printFailed;
}
