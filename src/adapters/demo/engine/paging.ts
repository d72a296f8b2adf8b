import { PAGE_SIZE } from '../../../domain/paging';
import type { Page } from '../../../domain/paging';

/** Largest page the engine serves, so a bad query cannot ask for everything at once. */
export const MAX_PAGE_SIZE = 100;

/** One page of an already ordered list; pageNo starts at 1, sum is the total count. */
export function pageOf<T>(items: readonly T[], pageNo: unknown, pageSize: unknown): Page<T> {
  const size = Number.isInteger(pageSize)
    ? Math.min(Math.max(Number(pageSize), 1), MAX_PAGE_SIZE)
    : PAGE_SIZE;
  const page = Number.isInteger(pageNo) ? Math.max(Number(pageNo), 1) : 1;
  return { list: items.slice((page - 1) * size, page * size), sum: items.length };
}
