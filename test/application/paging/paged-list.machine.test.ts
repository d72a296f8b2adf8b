import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createPagedListMachine } from '../../../src/application/paging/paged-list.machine';
import {
  selectEmpty,
  selectFirstLoad,
  selectItems,
  selectListError,
  selectNoMore,
} from '../../../src/application/paging/paged-list.selectors';
import type { Page } from '../../../src/domain/paging';
import { lost } from '../../support/fixtures/gateway-failures';

/** A server list of `total` numbered rows, ten a page; `failOn` pages fail once. */
function start(total: number, failOn: number[] = []) {
  const asked: number[] = [];
  const failing = new Set(failOn);
  const machine = createPagedListMachine<number>().provide({
    actors: {
      fetchPage: fromPromise<Page<number>, { pageNo: number }>(async ({ input }) => {
        asked.push(input.pageNo);
        if (failing.delete(input.pageNo)) throw lost('network');
        const from = (input.pageNo - 1) * 10;
        const list = Array.from({ length: Math.max(0, Math.min(10, total - from)) }, (_, i) => from + i);
        return { list, sum: total };
      }),
    },
  });
  return { actor: createActor(machine).start(), asked };
}

describe('paged list machine', () => {
  it('loads page 1, appends the next pages and stops at sum', async () => {
    const { actor, asked } = start(23);
    expect(selectFirstLoad(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'more' });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'more' });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'more' });
    expect(selectItems(actor.getSnapshot())).toEqual(Array.from({ length: 23 }, (_, i) => i));
    expect(selectNoMore(actor.getSnapshot())).toBe(true);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('replaces the list on reload', async () => {
    const { actor, asked } = start(15);
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'more' });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'reload' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectItems(actor.getSnapshot())).toHaveLength(10);
    expect(asked).toEqual([1, 2, 1]);
  });

  it('shows an empty list as empty, not as loading', async () => {
    const { actor } = start(0);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectEmpty(actor.getSnapshot())).toBe(true);
  });

  it('shows a failed page with its message and retries the same page', async () => {
    const { actor, asked } = start(15, [2]);
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'more' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectListError(actor.getSnapshot())).toEqual({ kind: 'network' });
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectItems(actor.getSnapshot())).toHaveLength(15);
    expect(asked).toEqual([1, 2, 2]);
  });
});
