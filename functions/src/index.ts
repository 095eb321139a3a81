/**
 * Almacena's trusted commands: every write of a server-owned document (docs/ARCHITECTURE.md
 * "Server-owned documents") goes through one of these callables. One folder per business area.
 */
export * from './stock';
export * from './invoices';
export * from './returns';
export * from './users';
export * from './verifactu';
export * from './till';
export * from './payments';
export * from './backups';
export * from './companyData';
export * from './mail';
export * from './purchaseOrders';
export * from './salesOrders';
