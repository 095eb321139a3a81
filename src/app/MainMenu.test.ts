import { describe, expect, it } from 'vitest';
import { menuIdOf } from './MainMenu';

describe('menuIdOf', () => {
  it.each([
    ['Facturas', 'facturas'],
    ['Cobros y pagos', 'cobros-y-pagos'],
    ['Admin', 'admin'],
    ['Informes de gestión', 'informes-de-gestion'],
    [' Año  fiscal ', 'ano-fiscal'],
  ])('%s → %s (no spaces: aria-labelledby takes a list of ids)', (label, id) => {
    expect(menuIdOf(label)).toBe(id);
  });
});
