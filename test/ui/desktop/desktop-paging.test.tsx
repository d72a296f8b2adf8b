// @vitest-environment happy-dom
import { act } from 'react';
import { IntlProvider, defineMessage } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { useDesktopPaging } from '../../../src/ui/desktop/shared/desktop-paging';
import type { PagedRows } from '../../../src/ui/desktop/shared/pager';
import { cleanUpPage, renderInPage } from '../../support/fixtures/render-in-page';

afterEach(cleanUpPage);

// Every desktop records list (flash exchange, products' holdings and subscriptions, the log,
// messages, invitees, the terminal's tabs) pages through this one hook.

const label = defineMessage({ id: 'test.records', defaultMessage: 'Record pages' });

interface RecordsList extends PagedRows<string> {
  /** A field of the list view the page passes on with the rows shown. */
  title: string;
}

function Records({ list }: { list: RecordsList }) {
  const paging = useDesktopPaging(list, label);
  return (
    <section>
      <h2>{paging.shown.title}</h2>
      <ul className="rows">
        {paging.shown.items.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      <p data-rows={paging.rows.join(',')} />
      {paging.footer}
    </section>
  );
}

function mount(loaded: number, total: number) {
  const asked: number[] = [];
  const list: RecordsList = {
    title: 'Records',
    items: Array.from({ length: loaded }, (_, index) => `row ${index + 1}`),
    total,
    noMore: loaded >= total,
    loadingMore: false,
    firstLoad: false,
    error: null,
    more: () => asked.push(loaded),
  };
  const container = renderInPage(
    <IntlProvider locale="en" defaultLocale="en" messages={{}}>
      <Records list={list} />
    </IntlProvider>,
  );
  const shown = () => Array.from(container.querySelectorAll('ul.rows li'), (li) => li.textContent);
  const go = (page: number) =>
    act(() => (container.querySelector(`.dt-pagination-item-${page}`) as HTMLElement).click());
  return { container, asked, shown, go };
}

describe('desktop paging', () => {
  it('shows the first ten rows with the rest of the list view, and the pager named by its label', () => {
    const { container, shown } = mount(25, 25);
    expect(container.querySelector('h2')?.textContent).toBe('Records');
    expect(shown()).toEqual(Array.from({ length: 10 }, (_, index) => `row ${index + 1}`));
    expect(container.querySelector('[data-rows]')?.getAttribute('data-rows')).toBe(shown().join(','));
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Record pages');
  });

  it('shows the rows of the page pressed', () => {
    const { shown, go, asked } = mount(25, 25);
    go(3);
    expect(shown()).toEqual(['row 21', 'row 22', 'row 23', 'row 24', 'row 25']);
    expect(asked).toEqual([]);
  });

  it('asks the list for more when the page pressed is past the rows loaded', () => {
    const { go, asked } = mount(10, 35);
    go(2);
    expect(asked).toEqual([10]);
  });

  it('shows no pager while one page holds the whole list', () => {
    const { container, shown } = mount(7, 7);
    expect(shown()).toHaveLength(7);
    expect(container.querySelector('nav')).toBeNull();
  });
});
