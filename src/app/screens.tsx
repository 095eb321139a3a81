/**
 * Which screen each signed-in route shows. Screens are loaded lazily so that
 * the login route and the shell stay small; areas not built yet show a
 * Spanish "en preparación" page behind the real route, menu and guards.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ComingSoon } from '../shared/ComingSoon';
import { ROUTES } from './routeTable';

type Screen = LazyExoticComponent<ComponentType> | ComponentType;

const built: Record<string, Screen> = {
  '/dashboard': lazy(() => import('../dashboard/DashboardPage')),
  '/invoices': lazy(() => import('../invoices/InvoiceListPage')),
  '/invoices/input': lazy(() => import('../invoices/InputInvoiceListPage')),
  '/invoices/output': lazy(() => import('../invoices/OutputInvoiceListPage')),
  '/invoices/details': lazy(() => import('../invoices/InvoiceDetailPage')),
  '/users': lazy(() => import('../users/UserListPage')),
  '/users/details': lazy(() => import('../users/UserDetailPage')),
  '/corps': lazy(() => import('../corps/CorporationListPage')),
  '/corps/details': lazy(() => import('../corps/CorporationDetailPage')),
  '/restricted': lazy(() => import('./RestrictedPage')),
  '/vendors': lazy(() => import('../vendors/VendorListPage')),
  '/vendors/details': lazy(() => import('../vendors/VendorDetailPage')),
  '/clients': lazy(() => import('../clients/ClientListPage')),
  '/clients/details': lazy(() => import('../clients/ClientDetailPage')),
  '/categories': lazy(() => import('../categories/ProductListPage')),
  '/categories/details': lazy(() => import('../categories/ProductDetailPage')),
  '/inputs': lazy(() => import('../inputs/InputListPage')),
  '/inputs/details': lazy(() => import('../inputs/InputDetailPage')),
  '/outputs': lazy(() => import('../outputs/OutputListPage')),
  '/outputs/details': lazy(() => import('../outputs/OutputDetailPage')),
  '/stock': lazy(() => import('../stock/StockListPage')),
  '/stock/details': lazy(() => import('../stock/StockDetailPage')),
  '/reports': lazy(() => import('../reports/ReportsIndexPage')),
  '/reports/issued': lazy(() => import('../reports/IssuedBookPage')),
  '/reports/received': lazy(() => import('../reports/ReceivedBookPage')),
  '/reports/vat': lazy(() => import('../reports/VatSummaryPage')),
  '/reports/347': lazy(() => import('../reports/Operations347Page')),
  '/reports/stock-valuation': lazy(() => import('../reports/StockValuationPage')),
  '/verifactu': lazy(() => import('../verifactu/VerifactuRecordListPage')),
  '/verifactu/declaracion': lazy(() => import('../verifactu/DeclaracionResponsablePage')),
};

function comingSoon(title: string): ComponentType {
  return function Placeholder() {
    return <ComingSoon title={title} />;
  };
}

export const SCREENS: { path: string; Screen: Screen }[] = ROUTES.map((r) => ({
  path: r.path,
  Screen: built[r.path] ?? comingSoon(r.title),
}));
