/**
 * Which screen each signed-in route shows. Screens are loaded lazily so that
 * the login route and the shell stay small; areas not built yet show a
 * Spanish "en preparación" page behind the real route, menu and guards.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ComingSoon } from '../shared/ComingSoon';
import { ROUTES } from './routeTable';

type Screen = LazyExoticComponent<ComponentType> | ComponentType;

type ScreenModule = Promise<{ default: ComponentType }>;

/** The screens' code by route, so that the login page can start loading the page asked for (signedInCode.ts). */
const loaders: Record<string, () => ScreenModule> = {
  '/dashboard': () => import('../dashboard/DashboardPage'),
  '/mostrador': () => import('../counter/CounterPage'),
  '/invoices': () => import('../invoices/InvoiceListPage'),
  '/invoices/input': () => import('../invoices/InputInvoiceListPage'),
  '/invoices/output': () => import('../invoices/OutputInvoiceListPage'),
  '/invoices/details': () => import('./InvoiceDetailScreen'),
  '/invoices/return': () => import('../returns/InvoiceReturnPage'),
  '/users': () => import('../users/UserListPage'),
  '/users/details': () => import('../users/UserDetailPage'),
  '/corps': () => import('../corps/CorporationListPage'),
  '/corps/details': () => import('./CorporationDetailScreen'),
  '/company': () => import('./OwnCompanyScreen'),
  '/restricted': () => import('./RestrictedPage'),
  '/vendors': () => import('../vendors/VendorListPage'),
  '/vendors/details': () => import('../vendors/VendorDetailPage'),
  '/clients': () => import('../clients/ClientListPage'),
  '/clients/details': () => import('../clients/ClientDetailPage'),
  '/categories': () => import('../categories/ProductListPage'),
  '/categories/details': () => import('../categories/ProductDetailPage'),
  '/price-lists': () => import('../pricing/PriceListListPage'),
  '/price-lists/details': () => import('../pricing/PriceListDetailPage'),
  '/inputs': () => import('../inputs/InputListPage'),
  '/inputs/details': () => import('../inputs/InputDetailPage'),
  '/inputs/return': () => import('../returns/EntradaReturnPage'),
  '/purchase-orders': () => import('../purchaseOrders/PurchaseOrderListPage'),
  '/purchase-orders/details': () => import('../purchaseOrders/PurchaseOrderDetailPage'),
  '/purchase-orders/suggest': () => import('../purchaseOrders/SuggestPage'),
  '/outputs': () => import('../outputs/OutputListPage'),
  '/outputs/details': () => import('../outputs/OutputDetailPage'),
  '/outputs/return': () => import('../returns/SalidaReturnPage'),
  '/quotes': () => import('../quotes/QuoteListPage'),
  '/quotes/details': () => import('../quotes/QuoteDetailPage'),
  '/sales-orders': () => import('../salesOrders/SalesOrderListPage'),
  '/sales-orders/details': () => import('../salesOrders/SalesOrderDetailPage'),
  '/payments': () => import('../payments/PaymentListPage'),
  '/payments/dues': () => import('../payments/DueListPage'),
  '/stock': () => import('../stock/StockListPage'),
  '/stock/details': () => import('../stock/StockDetailPage'),
  '/reports': () => import('../reports/ReportsIndexPage'),
  '/reports/issued': () => import('../reports/IssuedBookPage'),
  '/reports/received': () => import('../reports/ReceivedBookPage'),
  '/reports/vat': () => import('../reports/VatSummaryPage'),
  '/reports/347': () => import('../reports/Operations347Page'),
  '/reports/349': () => import('../reports/Model349Page'),
  '/reports/390': () => import('../reports/Model390Page'),
  '/reports/stock-valuation': () => import('../reports/StockValuationPage'),
  '/reports/cash-close': () => import('../reports/CashClosePage'),
  '/reports/till-closures': () => import('../till/TillClosuresPage'),
  '/reports/contabilidad': () => import('../reports/AccountingExportPage'),
  '/reports/aging': () => import('../payments/AgingReportPage'),
  '/reports/cash-forecast': () => import('../payments/CashForecastPage'),
  '/reports/statement': () => import('../payments/AccountStatementPage'),
  '/verifactu': () => import('../verifactu/VerifactuRecordListPage'),
  '/verifactu/declaracion': () => import('../verifactu/DeclaracionResponsablePage'),
  // Remesas (issue 30).
  '/payments/remittances': () => import('../remittances/RemittanceListPage'),
  '/payments/remittances/new': () => import('../remittances/NewRemittancePage'),
  '/payments/remittances/details': () => import('../remittances/RemittanceDetailPage'),
  '/payments/bank': () => import('../bank/BankPage'),
};

const built: Record<string, Screen> = Object.fromEntries(Object.entries(loaders).map(([path, load]) => [path, lazy(load)]));

/** Starts loading the screen `path` shows: Inicio for paths that are no route (they lead there). */
export function preloadScreen(path: string): void {
  const load = loaders[path] ?? (ROUTES.some((r) => r.path === path) ? undefined : loaders['/dashboard']);
  load?.().catch(() => {});
}

function comingSoon(title: string): ComponentType {
  return function Placeholder() {
    return <ComingSoon title={title} />;
  };
}

export const SCREENS: { path: string; Screen: Screen }[] = ROUTES.map((r) => ({
  path: r.path,
  Screen: built[r.path] ?? comingSoon(r.title),
}));
