import { describe, expect, it } from 'vitest';
import { z } from './zod';

describe('the domain’s zod', () => {
  it('is jitless before any domain schema is built (no new Function probe under the CSP)', () => {
    expect(z.config().jitless).toBe(true);
  });
});
