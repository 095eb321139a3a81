/**
 * Thin repository for corporations/{corpId}/verifactuRecords: read-only (issueInvoice and the
 * sender write them). Never a whole collection: the Registro pages through recordListPlan's
 * query; an invoice shows its records' states from its own mirror fields.
 */
import { orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { collectionRef } from '../data/firestore';
import type { ListQuery } from '../data/pagedQuery';
import { recordListPlan, type RecordFilters } from './recordListPlan';
import { recordFromData, type VerifactuRecord } from './verifactuModel';

export const verifactuRecordsPath = (corpId: string) => `corporations/${corpId}/verifactuRecords`;

function constraintsOf(filters: RecordFilters): QueryConstraint[] {
  const plan = recordListPlan(filters);
  return [
    ...plan.equals.map(([field, value]) => where(field, '==', value)),
    ...plan.ranges.map(([field, op, value]) => where(field, op, value)),
    ...plan.order.map(([field, dir]) => orderBy(field, dir)),
  ];
}

export const verifactuRepository = {
  listQuery(corpId: string, filters: RecordFilters): ListQuery<VerifactuRecord> {
    return {
      label: 'verifactuRecords.list',
      query: query(collectionRef(verifactuRecordsPath(corpId)), ...constraintsOf(filters)),
      map: (snap) => recordFromData(snap.id, snap.data()),
    };
  },
};
