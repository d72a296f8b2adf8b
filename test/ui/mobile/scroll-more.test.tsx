// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ScrollMore, type ScrollableList } from '../../../src/ui/mobile/shared/scroll-more';
import { cleanUpPage, renderInPage } from '../../support/fixtures/render-in-page';

afterEach(cleanUpPage);

const list = (patch: Partial<ScrollableList>): ScrollableList => ({
  items: ['a', 'b'],
  noMore: false,
  error: null,
  loadMore: () => Promise.resolve(),
  ...patch,
});

// The phone lists' footer under the last row.
describe('scroll more', () => {
  it('leaves no empty band once the list has no more and says nothing at its end', () => {
    expect(renderInPage(<ScrollMore list={list({ noMore: true })} />).innerHTML).toBe('');
  });

  it('says the end text once there is no more', () => {
    const container = renderInPage(<ScrollMore list={list({ noMore: true })} endText="No more orders" />);
    expect(container.textContent).toBe('No more orders');
  });

  it('says nothing for an empty or failed list: their own states speak', () => {
    expect(renderInPage(<ScrollMore list={list({ items: [] })} />).innerHTML).toBe('');
    expect(renderInPage(<ScrollMore list={list({ error: 'Network error' })} />).innerHTML).toBe('');
  });
});
