import { render, screen } from '@testing-library/react';
import { productRepository } from './productRepository';
import type { Product } from './product';
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

function renderNew(path = '/categories/details') {
  render(
    <MemoryRouter initialEntries={[path]}>
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

  it('gives an admin the form, for a product that controls its stock unless unticked', () => {
    session.role = 'admin';
    renderNew();
    expect(screen.queryByTestId('new-product-admins-only')).toBeNull();
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0);
    const stocked = screen.getByRole('checkbox', { name: 'Controla existencias' });
    expect(stocked).toBeChecked();
    expect(stocked).toHaveAccessibleDescription(/Desmárcalo para servicios/);
  });
});

describe('ProductDetailPage, a stored product', () => {
  const stored = (over: Partial<Product>): Product => ({
    id: 'p1',
    code: 'TRA-PORTE',
    name: 'Porte a domicilio',
    description: '',
    unit: 'ud',
    salePriceCents: 1500,
    vatRate: 21,
    minStock: 0,
    barcode: '',
    active: true,
    stocked: true,
    createdAt: null,
    updatedAt: null,
    ...over,
  });

  it('marks a service as «Servicio», unticked, without a stock section', async () => {
    session.role = 'admin';
    vi.mocked(productRepository.get).mockResolvedValue(stored({ stocked: false }));
    vi.mocked(productRepository.costs).mockResolvedValue(null);
    renderNew('/categories/details?categoryId=p1');
    expect(await screen.findByTestId('service-badge')).toHaveTextContent('Servicio');
    expect(screen.getByRole('checkbox', { name: 'Controla existencias' })).not.toBeChecked();
    expect(screen.queryByTestId('product-quantity')).toBeNull();
  });

  it('shows a stocked product’s stock, without the badge', async () => {
    session.role = 'admin';
    vi.mocked(productRepository.get).mockResolvedValue(stored({ code: 'TOR-M8', name: 'Tornillo M8' }));
    vi.mocked(productRepository.costs).mockResolvedValue(null);
    renderNew('/categories/details?categoryId=p1');
    expect(await screen.findByTestId('product-quantity')).toHaveTextContent('—');
    expect(screen.getByRole('checkbox', { name: 'Controla existencias' })).toBeChecked();
    expect(screen.queryByTestId('service-badge')).toBeNull();
  });
});
