/** Moved to src/domain/reports/vatSummary.ts (pure, shared with the functions' tax aggregates); re-exported for the screens. */
export * from '../domain/reports/vatSummary';
