/** Moved to src/domain/reports/operations347.ts (pure, shared with the functions' tax aggregates); re-exported for the screens. */
export * from '../domain/reports/operations347';
