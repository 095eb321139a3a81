/** Moved to src/domain/reports/reportModel.ts (pure, shared with the functions' tax aggregates); re-exported for the screens. */
export * from '../domain/reports/reportModel';
