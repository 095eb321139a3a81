// pdfkit compresses each stream with zlib.deflateSync (FlateDecode); fflate does the same.
import { Buffer } from 'buffer';
import { zlibSync } from 'fflate';

export function deflateSync(data) {
  return Buffer.from(zlibSync(data));
}
export default { deflateSync };
