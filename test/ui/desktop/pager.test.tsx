// @vitest-environment happy-dom
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pager } from '../../../src/ui/desktop/shared/pager';
import { cleanUpPage, renderInPage } from '../../support/fixtures/render-in-page';

afterEach(cleanUpPage);

// The desktop lists' page numbers: rc-pagination alone, without antd's page-size select.

function mount(page: number, total: number, locale?: typeof zhCN) {
  const went: number[] = [];
  const container = renderInPage(
    <ConfigProvider locale={locale}>
      <Pager page={page} total={total} go={(to) => went.push(to)} label="Order history pages" />
    </ConfigProvider>,
  );
  return { container, went };
}

const items = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('li'), (li) => li.getAttribute('title'));

describe('desktop pager', () => {
  it('shows nothing while one page holds the whole list', () => {
    expect(mount(1, 10).container.innerHTML).toBe('');
  });

  it('names the list it pages, marks the current page and the ends that cannot move', () => {
    const { container } = mount(1, 35);
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Order history pages');
    expect(items(container)).toEqual(['Previous Page', '1', '2', '3', '4', 'Next Page']);
    expect(container.querySelector('.dt-pagination-item-active')?.textContent).toBe('1');
    expect(container.querySelector('.dt-pagination-prev')?.getAttribute('aria-disabled')).toBe('true');
    expect(container.querySelector('.dt-pagination-next')?.getAttribute('aria-disabled')).toBe('false');
    // No page-size select: the lists page by ten.
    expect(container.querySelector('select, [role="combobox"]')).toBeNull();
  });

  it('goes to the page pressed, to the next one, and by Enter from the keyboard', () => {
    const { container, went } = mount(2, 35);
    act(() => (container.querySelector('.dt-pagination-item-4') as HTMLElement).click());
    act(() => (container.querySelector('.dt-pagination-next') as HTMLElement).click());
    act(() => {
      container
        .querySelector('.dt-pagination-prev')
        ?.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, which: 13, bubbles: true }),
        );
    });
    expect(went).toEqual([4, 3, 1]);
  });

  it('takes its texts from the locale the desktop app gives antd', () => {
    const { container } = mount(1, 35, zhCN);
    expect(items(container)).toEqual(['上一页', '1', '2', '3', '4', '下一页']);
  });
});
