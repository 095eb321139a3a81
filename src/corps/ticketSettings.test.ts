// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  imageKindOf,
  logoDataUrlOf,
  normalizeFooter,
  TICKET_LIMITS,
  ticketSettingsFromStored,
  ticketSettingsSchema,
  ticketSettingsToStored,
} from './ticketSettings';

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3);
const JPEG = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);

describe('ticketSettingsSchema', () => {
  const ok = { tradeName: 'Panadería Peña', logo: '', footer: 'L-V 9-14' };
  it.each<[string, Record<string, unknown>, string | null]>([
    ['valid settings', ok, null],
    ['all empty', { tradeName: '', logo: '', footer: '' }, null],
    ['a trade name of 61', { ...ok, tradeName: 'x'.repeat(61) }, 'Como mucho 60 caracteres.'],
    [
      'a bell in the trade name',
      { ...ok, tradeName: 'Pan\u0007' },
      'Contiene un carácter invisible no permitido (U+0007) en la posición 4; bórrelo y vuelva a escribir el texto.',
    ],
    ['a line break in the trade name', { ...ok, tradeName: 'Pan\nPeña' }, 'No puede contener saltos de línea.'],
    ['7 footer lines', { ...ok, footer: 'a\nb\nc\nd\ne\nf\ng' }, 'Como mucho 6 líneas.'],
    ['a footer line of 49', { ...ok, footer: `ok\n${'x'.repeat(49)}` }, 'La línea 2 pasa de 48 caracteres (lo que cabe en el ticket).'],
    ['a tab in the footer', { ...ok, footer: 'L-V\t9-14' }, 'No puede contener tabuladores.'],
    ['an SVG logo', { ...ok, logo: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'El logotipo debe ser una imagen PNG o JPEG.'],
    [
      'an oversized logo',
      { ...ok, logo: `data:image/png;base64,${'A'.repeat(TICKET_LIMITS.logoDataUrlChars)}` },
      'El logotipo ocupa más de 40 KB; redúzcalo o guárdelo en otro formato.',
    ],
  ])('%s', (_name, input, message) => {
    const r = ticketSettingsSchema.safeParse(input);
    expect(r.success ? null : r.error.issues[0]?.message).toBe(message);
  });

  it('stores the footer with plain line ends, no trailing spaces and no empty lines at the ends', () => {
    expect(normalizeFooter('\r\nL-V 9-14  \r\nS 10-13\r\n\r\n')).toBe('L-V 9-14\nS 10-13');
    expect(ticketSettingsToStored({ tradeName: ' Pan ', logo: '', footer: 'a\r\nb' })).toEqual({ tradeName: 'Pan', logo: '', footer: 'a\nb' });
  });
});

describe('ticketSettingsFromStored', () => {
  it.each([
    [null, { tradeName: '', logo: '', footer: '' }],
    ['x', { tradeName: '', logo: '', footer: '' }],
    [
      { tradeName: 'Pan', logo: 'javascript:alert(1)', footer: 3 },
      { tradeName: 'Pan', logo: '', footer: '' },
    ],
    [
      { tradeName: 'Pan', logo: 'data:image/png;base64,AAAA', footer: 'a' },
      { tradeName: 'Pan', logo: 'data:image/png;base64,AAAA', footer: 'a' },
    ],
  ])('%j', (stored, expected) => {
    expect(ticketSettingsFromStored(stored)).toEqual(expected);
  });
});

describe('logoDataUrlOf', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(imageKindOf(PNG)).toBe('png');
    expect(imageKindOf(JPEG)).toBe('jpeg');
    expect(imageKindOf(new TextEncoder().encode('<svg>'))).toBeNull();
  });
  it('makes a data URL of a PNG, and refuses other files and files over 40 KB', () => {
    expect(logoDataUrlOf(PNG)).toEqual({ ok: true, dataUrl: `data:image/png;base64,${Buffer.from(PNG).toString('base64')}` });
    expect(logoDataUrlOf(new TextEncoder().encode('GIF89a'))).toEqual({ ok: false, message: 'El logotipo debe ser una imagen PNG o JPEG.' });
    const big = new Uint8Array(TICKET_LIMITS.logoBytes + 1);
    big.set(JPEG);
    expect(logoDataUrlOf(big).ok).toBe(false);
    const max = new Uint8Array(TICKET_LIMITS.logoBytes);
    max.set(JPEG);
    const r = logoDataUrlOf(max);
    expect(r.ok && r.dataUrl.length).toBe(TICKET_LIMITS.logoDataUrlChars);
  });
});
