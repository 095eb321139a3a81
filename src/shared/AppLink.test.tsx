import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HashRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { currentRoute, useFollowUpNavigate } from './AppLink';

const wrapper = ({ children }: { children: ReactNode }) => <HashRouter>{children}</HashRouter>;

describe('useFollowUpNavigate', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('navigates when the person is still where the command started', () => {
    window.location.hash = '#/invoices/new?kind=output';
    const { result } = renderHook(() => useFollowUpNavigate(), { wrapper });
    const from = currentRoute();
    act(() => result.current(from, '/invoices/details?invoiceId=abc'));
    expect(window.location.hash).toBe('#/invoices/details?invoiceId=abc');
  });

  it('does not pull back a person who went elsewhere while it ran', () => {
    window.location.hash = '#/invoices/new?kind=output';
    const { result } = renderHook(() => useFollowUpNavigate(), { wrapper });
    const from = currentRoute();
    window.location.hash = '#/mostrador';
    act(() => result.current(from, '/invoices/details?invoiceId=abc'));
    expect(window.location.hash).toBe('#/mostrador');
  });
});
