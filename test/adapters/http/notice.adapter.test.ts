import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../src/adapters/http/api-paths';
import { createHttpNoticeGateway } from '../../../src/adapters/http/notice.adapter';
import { signUp } from '../../support/fixtures/engine';
import { createHarness, failureOf } from './client-harness';
import { startReferenceHarness, type ReferenceHarness } from '../../support/fixtures/reference-harness';
import { refusedUrl } from './test-server';

const paths = API_PATHS.notices;
let h: ReferenceHarness;
let token: string;

beforeAll(async () => {
  h = await startReferenceHarness();
  token = signUp(h.engine, 'reader@example.com').token;
});
afterAll(() => h.close());
beforeEach(() => {
  h.server.faults.clear();
  h.setToken(token);
});

describe('notices', () => {
  it('reads pages, and opening a notice marks it read and lowers the unread count', async () => {
    const before = await h.gateways.notices.unreadCount();
    const page = await h.gateways.notices.page(1, 2);
    expect(page).toEqual(h.engine.noticePage(token, 1, 2));
    expect(page.list).toHaveLength(2);
    const id = page.list[0]?.id ?? '';
    expect(await h.gateways.notices.detail(id)).toMatchObject({ id, read: true });
    expect(await h.gateways.notices.unreadCount()).toBe(before - 1);
  });

  it('passes on an unknown notice with the server message', async () => {
    expect(await failureOf(h.gateways.notices.detail('nope'))).toMatchObject({
      kind: 'business',
      message: 'The notice does not exist',
    });
  });

  it('answers -2 without a session and tells the expiry listener', async () => {
    h.setToken(null);
    expect(await failureOf(h.gateways.notices.unreadCount())).toMatchObject({ kind: 'session-expired' });
    expect(h.expiries.at(-1)).toBe('Please login first');
  });

  it('reads totalRow when sum is missing, numeric ids and 0/1 read flags', async () => {
    const list = [{ id: 9, title: 'T', content: '<p>x</p>', createdAt: '5', read: 0 }];
    h.server.faults.set(paths.page.path, {
      answer: { kind: 'malformed', body: { code: 1, data: { list, totalRow: 1 } } },
    });
    expect(await h.gateways.notices.page(1, 10)).toEqual({
      list: [{ id: '9', title: 'T', content: '<p>x</p>', createdAt: 5, read: false }],
      sum: 1,
    });
  });

  it.each([
    ['a page without sum', paths.page.path, { code: 1, data: { list: [] } }],
    [
      'a notice without title',
      paths.page.path,
      { code: 1, data: { list: [{ id: 1, createdAt: 1 }], sum: 1 } },
    ],
    ['a negative count', paths.count.path, { code: 1, data: -1 }],
    ['a count that is text', paths.count.path, { code: 1, data: 'many' }],
  ])('rejects %s as malformed', async (_name, path, body) => {
    h.server.faults.set(path, { answer: { kind: 'malformed', body } });
    const call =
      path === paths.count.path ? h.gateways.notices.unreadCount() : h.gateways.notices.page(1, 10);
    expect(await failureOf(call)).toEqual({ kind: 'malformed' });
  });

  it('rejects with network when nothing listens', async () => {
    const notices = createHttpNoticeGateway(createHarness(await refusedUrl()));
    expect(await failureOf(notices.unreadCount())).toEqual({ kind: 'network' });
  });
});
