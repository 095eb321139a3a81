/** The trusted-device choice, the header's connection status and the late-failure alerts. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isTrustedDevice, storeDeviceTrust } from '../../firebase/deviceTrust';
import { reportLateFailure } from './lateFailures';
import { OFFLINE_TEXT } from './messages';
import { ConnectionStatus, LateFailureAlerts } from './OfflineParts';

function goOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  goOnline(true);
  localStorage.clear();
});

describe('trusted device choice', () => {
  it.each([
    [null, false],
    ['true', true],
    ['false', false],
    ['1', false],
  ])('stored %j reads as trusted=%s', (stored, trusted) => {
    if (stored !== null) localStorage.setItem('almacena.trustedDevice', stored);
    expect(isTrustedDevice()).toBe(trusted);
  });

  it.each([true, false])('remembers %s', (trusted) => {
    storeDeviceTrust(!trusted);
    storeDeviceTrust(trusted);
    expect(isTrustedDevice()).toBe(trusted);
  });
});

describe('ConnectionStatus', () => {
  it('is an empty live region online and says "Sin conexión" while offline', () => {
    render(<ConnectionStatus />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    goOnline(false);
    expect(status).toHaveTextContent(/^Sin conexión$/);
    goOnline(true);
    expect(status).toHaveTextContent(/^$/);
  });
});

describe('LateFailureAlerts', () => {
  it('shows each reported failure until it is dismissed', () => {
    render(<LateFailureAlerts />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      reportLateFailure(OFFLINE_TEXT.lateFailure('el proveedor «Uno S.L.»'));
      reportLateFailure(OFFLINE_TEXT.lateDuplicate('El proveedor «Dos S.L.»', 'B86561412'));
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(
      [
        'No se ha podido guardar en el servidor el proveedor «Uno S.L.», que se guardó sin conexión. Ábrelo y vuelve a guardarlo.',
        'El proveedor «Dos S.L.» se guardó sin conexión y ya había otro registro con el NIF B86561412. Revisa los duplicados.',
      ].map((t) => expect.stringContaining(t)),
    );
    fireEvent.click(screen.getAllByRole('button', { name: OFFLINE_TEXT.dismiss })[0]!);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('NIF B86561412');
  });
});
