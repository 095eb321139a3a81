import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '../domain/roles';
import ProductDetailPage from './ProductDetailPage';

const session = vi.hoisted(() => ({ role: 'user' as Role }));

vi.mock('../auth/session', () => ({
  useCompanyActor: () => ({ role: session.role, corpId: 'corp1', uid: 'u1', corp: { id: 'corp1' } }),
}));
vi.mock('./productRepository', () => ({
  productRepository: { get: vi.fn(), costs: vi.fn(), codeOwner: vi.fn(), save: vi.fn() },
  ProductCodeTakenError: class extends Error {},
  ProductHasStockError: class extends Error {},
  ProductInDocumentError: class extends Error {},
}));

function renderNew() {
  render(
    <MemoryRouter initialEntries={['/categories/details']}>
      <Routes>
        <Route path="/categories/details" element={<ProductDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ProductDetailPage, new product', () => {
  it('tells staff that only admins create products, instead of an empty disabled form', () => {
    session.role = 'user';
    renderNew();
    expect(screen.getByRole('heading', { level: 1, name: 'Nuevo producto' })).toBeVisible();
    expect(screen.getByTestId('new-product-admins-only')).toHaveTextContent('Solo los administradores dan de alta productos');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Guardar/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver a productos' })).toHaveAttribute('href', '/categories');
  });

  it('gives an admin the form', () => {
    session.role = 'admin';
    renderNew();
    expect(screen.queryByTestId('new-product-admins-only')).toBeNull();
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0);
  });
});
