import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyPage,
  emptyPageState,
  FIRST_PAGE,
  nextPageNo,
  PAGE_SIZE,
  pageQuery,
  type Page,
  type PageState,
} from '../../../src/domain/paging';

const rows = (from: number, count: number): number[] => Array.from({ length: count }, (_, i) => from + i);
const page = (list: number[], sum: number): Page<number> => ({ list, sum });

describe('paging (SPEC sections 4 and 9)', () => {
  it('asks for 10 rows a page, starting at page 1', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(nextPageNo(emptyPageState())).toBe(FIRST_PAGE);
    expect(pageQuery(1)).toEqual({ pageNo: 1, pageSize: 10 });
    expect(pageQuery(3)).toEqual({ pageNo: 3, pageSize: 10 });
  });

  it('starts empty with more to load', () => {
    expect(emptyPageState()).toEqual({ items: [], pageNo: 0, sum: 0, noMore: false });
  });

  it('appends page 2 to page 1 and sets noMore when the loaded count reaches sum', () => {
    const first = applyPage(emptyPageState<number>(), 1, page(rows(1, 10), 15));
    expect(first).toEqual({ items: rows(1, 10), pageNo: 1, sum: 15, noMore: false });
    expect(nextPageNo(first)).toBe(2);
    const second = applyPage(first, 2, page(rows(11, 5), 15));
    expect(second).toEqual({ items: rows(1, 15), pageNo: 2, sum: 15, noMore: true });
  });

  it('replaces everything when page 1 is loaded again (a refresh)', () => {
    const loaded = applyPage(
      applyPage(emptyPageState<number>(), 1, page(rows(1, 10), 20)),
      2,
      page(rows(11, 10), 20),
    );
    expect(applyPage(loaded, 1, page([99], 1))).toEqual({ items: [99], pageNo: 1, sum: 1, noMore: true });
  });

  it('an empty first page means no records and nothing more to load', () => {
    expect(applyPage(emptyPageState<number>(), 1, page([], 0))).toMatchObject({ items: [], noMore: true });
  });

  it('ignores a repeated or out-of-order page rather than showing rows twice', () => {
    const first = applyPage(emptyPageState<number>(), 1, page(rows(1, 10), 30));
    expect(applyPage(first, 1 + 2, page(rows(21, 10), 30))).toBe(first);
    const second = applyPage(first, 2, page(rows(11, 10), 30));
    expect(applyPage(second, 2, page(rows(11, 10), 30))).toBe(second);
  });

  it('stops at an empty page even when sum claims more rows', () => {
    const first = applyPage(emptyPageState<number>(), 1, page(rows(1, 10), 50));
    expect(applyPage(first, 2, page([], 50))).toMatchObject({ items: rows(1, 10), pageNo: 2, noMore: true });
  });

  it('does not change the state or page it was given', () => {
    const state: PageState<number> = applyPage(emptyPageState<number>(), 1, page([1, 2], 4));
    const next: Page<number> = page([3, 4], 4);
    applyPage(state, 2, next);
    expect(state.items).toEqual([1, 2]);
    expect(next.list).toEqual([3, 4]);
  });
});

/** A server's answer to pages 1..n of `total` rows. */
const serverArb = fc.nat({ max: 60 }).map((total) => {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return Array.from({ length: pages }, (_, i) =>
    page(rows(i * PAGE_SIZE, Math.min(PAGE_SIZE, total - i * PAGE_SIZE)), total),
  );
});

const loadAll = (pages: Page<number>[], start = emptyPageState<number>()): PageState<number> =>
  pages.reduce((state, p) => applyPage(state, nextPageNo(state), p), start);

describe('paging properties', () => {
  it('loading pages 1..n appends their rows in order, with more to load until the last', () => {
    fc.assert(
      fc.property(serverArb, (pages) => {
        const before = loadAll(pages.slice(0, -1));
        const state = loadAll(pages);
        expect(state.items).toEqual(pages.flatMap((p) => p.list));
        expect(state.pageNo).toBe(pages.length);
        expect([before.noMore, state.noMore]).toEqual([false, true]);
      }),
    );
  });

  it('page 1 resets the list whatever was loaded before', () => {
    fc.assert(
      fc.property(serverArb, fc.array(fc.integer()), fc.nat(), (pages, fresh, sum) => {
        const state = applyPage(loadAll(pages), FIRST_PAGE, page(fresh, sum));
        expect(state.items).toEqual(fresh);
        expect(state.pageNo).toBe(FIRST_PAGE);
        expect(state.sum).toBe(sum);
      }),
    );
  });

  it('for non-empty pages, noMore holds exactly when the loaded count reaches sum', () => {
    const step = fc.record({
      list: fc.array(fc.integer(), { minLength: 1, maxLength: PAGE_SIZE }),
      sum: fc.nat(80),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 8 }), (pages) => {
        let state = emptyPageState<number>();
        for (const p of pages) {
          state = applyPage(state, nextPageNo(state), p);
          expect(state.noMore).toBe(state.items.length >= state.sum);
        }
      }),
    );
  });

  it('pages that are neither page 1 nor the next page change nothing', () => {
    fc.assert(
      fc.property(serverArb, fc.integer({ min: -5, max: 20 }), (pages, pageNo) => {
        const state = loadAll(pages);
        fc.pre(pageNo !== FIRST_PAGE && pageNo !== nextPageNo(state));
        expect(applyPage(state, pageNo, page([1, 2, 3], 99))).toBe(state);
      }),
    );
  });
});
