/** The seed's footer: its menu list is empty, so only the product line remains. */
export function Footer() {
  return (
    <footer className="app-footer border-top py-3 mt-auto" data-testid="app-footer">
      <div className="container-fluid small text-body-secondary">
        Almacena · Gestión de stock y facturación para pymes
      </div>
    </footer>
  );
}
