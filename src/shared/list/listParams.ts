/** What a master-data list is showing: search text, active filter and sort. Pure. */
export type ActiveFilter = 'active' | 'inactive' | 'all';
export type SortDir = 'asc' | 'desc';

export interface ListParams<Sort extends string> {
  search: string;
  active: ActiveFilter;
  sort: Sort;
  dir: SortDir;
}

/** A stable key for usePagedList: a new key starts paging again. */
export function listKey(scope: string, params: ListParams<string>): string {
  return JSON.stringify([scope, params.search.trim(), params.active, params.sort, params.dir]);
}
