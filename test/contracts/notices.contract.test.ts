import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';
import { NoticeKind } from '../../src/domain/notices/notice';
import { present } from './support/decimal';

describe.each(BACKENDS)('NoticeGateway contract (%s)', (_name, create) => {
  let backend: ContractBackend;
  beforeEach(async () => {
    backend = await create();
    await signUp(backend, 'reader@example.com');
  });
  afterEach(() => backend.close());

  it('pages the notices with the total in sum, all unread at first', async () => {
    const page = await backend.gateways.notices.page(1, 10);
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.sum).toBeGreaterThanOrEqual(page.list.length);
    expect(await backend.gateways.notices.unreadCount()).toBe(page.sum);
  });

  it('marks a notice read when it is opened, lowering the unread count by one', async () => {
    const before = await backend.gateways.notices.unreadCount();
    const first = present((await backend.gateways.notices.page(1, 10)).list[0], 'first notice');
    const detail = await backend.gateways.notices.detail(first.id);
    expect(detail.title).toBe(first.title);
    expect(detail.content).not.toBe('');
    expect(await backend.gateways.notices.unreadCount()).toBe(before - 1);
  });

  it('serves the help articles apart from the notices, to anyone, never unread', async () => {
    const unread = await backend.gateways.notices.unreadCount();
    const notices = await backend.gateways.notices.page(1, 10);
    backend.setToken(null);
    const help = await backend.gateways.notices.page(1, 10, NoticeKind.help);
    expect(help.list.length).toBeGreaterThan(0);
    expect(help.list.every((article) => article.read)).toBe(true);
    const ids = new Set(notices.list.map((notice) => notice.id));
    expect(help.list.some((article) => ids.has(article.id))).toBe(false);
    const first = present(help.list[0], 'first article');
    const article = await backend.gateways.notices.detail(first.id);
    expect(article.title).toBe(first.title);
    expect(article.content).toContain('<p>');
    expect((await backend.gateways.notices.page(2, 2, NoticeKind.help)).list[0]?.id).toBe(help.list[2]?.id);
    backend.setToken((await signUp(backend, 'again@example.com')).token);
    expect(await backend.gateways.notices.unreadCount()).toBe(unread);
  });

  it('needs a session', async () => {
    backend.setToken(null);
    await expect(backend.gateways.notices.unreadCount()).rejects.toMatchObject({
      failure: { kind: 'session-expired' },
    });
  });
});
