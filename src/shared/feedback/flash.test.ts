import { describe, expect, it } from 'vitest';
import { flashOf, flashState } from './flash';

describe('flash', () => {
  it('carries a notice across a navigation', () => {
    expect(flashOf(flashState('Guardado.'))).toEqual({ variant: 'success', text: 'Guardado.' });
    expect(flashOf(flashState('Revisa', 'warning'))).toEqual({ variant: 'warning', text: 'Revisa' });
  });

  it.each([[null], [undefined], [{}], [{ flash: 'texto' }], [{ flash: { text: 1, variant: 'success' } }]])(
    'ignores a state without one: %j',
    (state) => {
      expect(flashOf(state)).toBeNull();
    },
  );
});
