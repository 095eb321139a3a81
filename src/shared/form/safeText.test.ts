import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MULTI_LINE_RE2, SINGLE_LINE_RE2 } from '../../domain/plainText';
import { refuseUnsafe } from './safeText';
import { z } from './zod';

describe('refuseUnsafe', () => {
  const line = z.string().trim().superRefine(refuseUnsafe());
  const notes = z.string().superRefine(refuseUnsafe('multiline'));

  it.each([['Tubo 1/2"'], ["Servei d'instal·lació"], ['Ñandú & Cía <S.L.>']])('keeps %j', (text) => {
    expect(line.safeParse(text).success).toBe(true);
  });

  it('names the character and its position at the field', () => {
    const result = line.safeParse('Tor\u0001nillo');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/U\+0001.*posición 4/);
    expect(line.safeParse('Tornillo\nM8').error?.issues[0]?.message).toBe('No puede contener saltos de línea.');
  });

  it('lets notes have line breaks but not controls', () => {
    expect(notes.safeParse('uno\r\ndos\ttres').success).toBe(true);
    expect(notes.safeParse('uno\u0007').success).toBe(false);
  });
});

describe('firestore.rules hold the same character sets', () => {
  const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');
  // The rules' string literal as RE2 receives it (the rules language unescapes \\ to \).
  const patternOf = (fn: string) => {
    const m = new RegExp(`function ${fn}\\(v\\) \\{\\s*return v\\.matches\\('([^']*)'\\);`).exec(rules);
    return m?.[1]?.replace(/\\\\/g, '\\');
  };

  it('plain is SINGLE_LINE_RE2 and plainLines is MULTI_LINE_RE2', () => {
    expect(patternOf('plain')).toBe(SINGLE_LINE_RE2);
    expect(patternOf('plainLines')).toBe(MULTI_LINE_RE2);
  });

  it('every inline copy (with a length instead of *) is one of the two classes', () => {
    const inline = [...rules.matchAll(/matches\('(\[\^\\\\x00-[^']*)'\)/g)].map((m) => m[1]!.replace(/\\\\/g, '\\'));
    expect(inline.length).toBeGreaterThanOrEqual(8);
    for (const pattern of inline) {
      const [cls, repeat] = [pattern.slice(0, pattern.lastIndexOf(']') + 1), pattern.slice(pattern.lastIndexOf(']') + 1)];
      expect([SINGLE_LINE_RE2.slice(0, -1), MULTI_LINE_RE2.slice(0, -1)]).toContain(cls);
      expect(repeat).toMatch(/^(\*|\{\d+,\d+\})$/);
    }
  });
});
