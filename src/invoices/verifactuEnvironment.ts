/**
 * Which AEAT host the QR tributario points at: a build-time setting,
 * VITE_VERIFACTU_ENV = 'test' | 'production' (README "Production set-up",
 * docs/verifactu.md). Anything else, unset included, is the AEAT's test host,
 * so development and emulator builds never send people to the real service.
 */
import type { CotejoEnvironment } from '../domain/verifactu/qr';

export function cotejoEnvironmentOf(setting: string | undefined): CotejoEnvironment {
  const value = setting?.trim() ?? '';
  if (value === 'production') return 'production';
  if (value !== '' && value !== 'test')
    console.error(`VITE_VERIFACTU_ENV="${setting}" no es "test" ni "production": se usa el entorno de pruebas de la AEAT.`);
  return 'test';
}

export const cotejoEnvironment: CotejoEnvironment = cotejoEnvironmentOf(import.meta.env.VITE_VERIFACTU_ENV as string | undefined);
