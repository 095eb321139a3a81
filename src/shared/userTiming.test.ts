import { afterEach, describe, expect, it } from 'vitest';
import { recordPart, timedPart } from './userTiming';

const measures = () => performance.getEntriesByType('measure').filter((m) => m.name.startsWith('almacena:'));

describe('timedPart', () => {
  afterEach(() => performance.clearMeasures());

  it('records how long the part took, whether it resolves or fails, and passes its outcome on', async () => {
    await expect(timedPart('a', async () => 7)).resolves.toBe(7);
    await expect(timedPart('b', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(measures().map((m) => m.name)).toEqual(['almacena:a', 'almacena:b']);
    expect(measures().every((m) => m.duration >= 0)).toBe(true);
  });

  it('never fails the action when the browser refuses the entry', () => {
    expect(() => recordPart('c', Number.NaN)).not.toThrow();
  });
});
