/**
 * The company's logo (a PNG or JPEG data URL, src/corps/ticketSettings.ts) as the pixels the ESC/POS
 * encoder dithers: drawn on a white canvas at most 256 × 128 printer dots (32 × 16 mm at 203 dpi),
 * both sides multiples of 8 as ESC/POS images need. Browser only; null when it cannot be drawn
 * (the ticket then prints without it).
 */
import type { LogoPixels } from './escposTicket';

const MAX_W = 256;
const MAX_H = 128;

export async function logoPixels(dataUrl: string): Promise<LogoPixels | null> {
  if (!dataUrl || typeof document === 'undefined') return null;
  try {
    const img = new Image();
    img.src = dataUrl;
    await img.decode();
    if (!img.naturalWidth || !img.naturalHeight) return null;
    const scale = Math.min(1, MAX_W / img.naturalWidth, MAX_H / img.naturalHeight);
    const width = Math.max(8, Math.round((img.naturalWidth * scale) / 8) * 8);
    const height = Math.max(8, Math.round((img.naturalHeight * scale) / 8) * 8);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(img, 0, 0, width, height);
    const data = ctx.getImageData(0, 0, width, height);
    return { width, height, data: data.data };
  } catch {
    return null;
  }
}
