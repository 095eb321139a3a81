/**
 * The company's ticket header and footer (issue 29): a trade name (nombre comercial), a small logo
 * and a few lines of footer (opening hours, returns policy), printed on the 80 mm receipt (PDF and
 * ESC/POS). Stored in corporations/{corpId}/settings/ticket, not in the company document (whose
 * rule is at the 1000-expression limit). Pure: the zod schema the form and the repository use
 * (its limits are firestore.rules' `settings/ticket` section), the builder of the stored shape and
 * its total reader. docs/DECISIONS.md "Direct ticket printing (issue 29)".
 */
import { z } from 'zod';
import { unsafeTextMessage } from '../domain/plainText';

export const TICKET_LIMITS = {
  tradeName: 60,
  /** Lines of footer and characters per line (48: a line of Font A on 80 mm paper). */
  footerLines: 6,
  footerLineChars: 48,
  /** The logo file: 40 KB of PNG or JPEG. */
  logoBytes: 40 * 1024,
  /** Its data URL: the longest prefix and the base64 of 40 KB (firestore.rules says the same). */
  logoDataUrlChars: 'data:image/jpeg;base64,'.length + Math.ceil((40 * 1024) / 3) * 4,
} as const;

export const LOGO_DATA_URL_RE = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

export interface TicketSettings {
  tradeName: string;
  /** '' or a data URL of a PNG or JPEG of at most 40 KB. */
  logo: string;
  /** Plain text, lines separated by \n. */
  footer: string;
}

export const emptyTicketSettings: TicketSettings = { tradeName: '', logo: '', footer: '' };

export const TICKET_SETTINGS_TEXT = {
  tradeNameLong: `Como mucho ${TICKET_LIMITS.tradeName} caracteres.`,
  footerLines: `Como mucho ${TICKET_LIMITS.footerLines} líneas.`,
  footerLineLong: (n: number) => `La línea ${n} pasa de ${TICKET_LIMITS.footerLineChars} caracteres (lo que cabe en el ticket).`,
  logoKind: 'El logotipo debe ser una imagen PNG o JPEG.',
  logoLarge: `El logotipo ocupa más de ${TICKET_LIMITS.logoBytes / 1024} KB; redúzcalo o guárdelo en otro formato.`,
};

/** "\r\n" and "\r" to "\n", each line without trailing spaces, no empty lines at the ends. */
export function normalizeFooter(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

function footerProblem(footer: string): string | null {
  const unsafe = unsafeTextMessage(footer.replace(/\n/g, ' '), 'line');
  if (unsafe) return unsafe;
  const lines = footer === '' ? [] : footer.split('\n');
  if (lines.length > TICKET_LIMITS.footerLines) return TICKET_SETTINGS_TEXT.footerLines;
  const long = lines.findIndex((l) => l.length > TICKET_LIMITS.footerLineChars);
  return long >= 0 ? TICKET_SETTINGS_TEXT.footerLineLong(long + 1) : null;
}

/** What the form holds, validated as the rules do (the footer normalized first). */
export const ticketSettingsSchema = z.object({
  tradeName: z
    .string()
    .trim()
    .max(TICKET_LIMITS.tradeName, TICKET_SETTINGS_TEXT.tradeNameLong)
    .superRefine((v, ctx) => {
      const m = unsafeTextMessage(v, 'line');
      if (m) ctx.addIssue({ code: 'custom', message: m });
    }),
  logo: z
    .string()
    .refine((v) => v === '' || LOGO_DATA_URL_RE.test(v), TICKET_SETTINGS_TEXT.logoKind)
    .refine((v) => v.length <= TICKET_LIMITS.logoDataUrlChars, TICKET_SETTINGS_TEXT.logoLarge),
  footer: z
    .string()
    .transform(normalizeFooter)
    .superRefine((v, ctx) => {
      const m = footerProblem(v);
      if (m) ctx.addIssue({ code: 'custom', message: m });
    }),
});

/** The stored fields (the caller adds updatedAt). Throws where the form would refuse. */
export function ticketSettingsToStored(input: TicketSettings): TicketSettings {
  const v = ticketSettingsSchema.parse(input);
  return { tradeName: v.tradeName, logo: v.logo, footer: v.footer };
}

/** Any stored shape (or none) to settings; a field that does not read is left empty. */
export function ticketSettingsFromStored(d: unknown): TicketSettings {
  if (!d || typeof d !== 'object') return emptyTicketSettings;
  const r = d as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const logo = str(r.logo);
  return {
    tradeName: str(r.tradeName),
    logo: LOGO_DATA_URL_RE.test(logo) ? logo : '',
    footer: str(r.footer),
  };
}

/** The footer's lines as printed. */
export const footerLines = (s: Pick<TicketSettings, 'footer'>): string[] => (s.footer ? s.footer.split('\n') : []);

/** The kind of image the first bytes of a file are (PNG or JPEG signatures), or null. */
export function imageKindOf(bytes: Uint8Array): 'png' | 'jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** A logo file to its data URL, or the Spanish reason it is refused. */
export function logoDataUrlOf(bytes: Uint8Array): { ok: true; dataUrl: string } | { ok: false; message: string } {
  const kind = imageKindOf(bytes);
  if (!kind) return { ok: false, message: TICKET_SETTINGS_TEXT.logoKind };
  if (bytes.length > TICKET_LIMITS.logoBytes) return { ok: false, message: TICKET_SETTINGS_TEXT.logoLarge };
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { ok: true, dataUrl: `data:image/${kind};base64,${btoa(binary)}` };
}
