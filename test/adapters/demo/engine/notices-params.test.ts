import { describe, expect, it } from 'vitest';
import { NOTICE_IDS } from '../../../../src/adapters/demo/engine/notices';
import { NOTICES } from '../../../../src/adapters/demo/engine/parts/notices/notice-texts';
import { expectRefusal, signUp, signUpFunded, startEngine } from '../../../support/fixtures/engine';

describe('engine notices', () => {
  it('counts the notices the notices part serves: the core keeps their ids, newest first', () => {
    expect(NOTICE_IDS).toEqual(NOTICES.map((notice) => notice.id));
    const { engine } = startEngine();
    const { token } = signUp(engine, 'ids@example.com');
    expect(engine.noticeCount(token)).toBe(NOTICES.length);
    expect(engine.noticePage(token, 1, 100).list.map((notice) => notice.id)).toEqual(NOTICE_IDS);
  });

  it('counts unread notices per user and marks a notice read when opened', () => {
    const { engine } = startEngine();
    const alice = signUp(engine, 'alice@example.com');
    const bob = signUp(engine, 'bob@example.com');
    const total = engine.noticeCount(alice.token);
    expect(total).toBeGreaterThanOrEqual(3);
    const [newest] = engine.noticePage(alice.token, 1, 10).list;
    if (!newest) throw new Error('no notices');
    expect(newest.read).toBe(false);
    expect(engine.noticeDetail(alice.token, newest.id)).toMatchObject({ id: newest.id, read: true });
    expect(engine.noticeCount(alice.token)).toBe(total - 1);
    expect(engine.noticePage(alice.token, 1, 10).list[0]?.read).toBe(true);
    engine.noticeDetail(alice.token, newest.id);
    expect(engine.noticeCount(alice.token)).toBe(total - 1);
    expect(engine.noticeCount(bob.token)).toBe(total);
  });

  it('pages notices newest first with sum as the total count', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'carl@example.com');
    const all = engine.noticePage(token, 1, 100);
    expect(all.sum).toBe(all.list.length);
    all.list
      .slice(1)
      .forEach((notice, i) => expect(notice.createdAt).toBeLessThanOrEqual(all.list[i]?.createdAt ?? 0));
    const second = engine.noticePage(token, 2, 2);
    expect(second).toEqual({ list: all.list.slice(2, 4), sum: all.sum });
  });

  it('serves HTML content with paragraphs, bold text and a link', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'dina@example.com');
    const html = engine
      .noticePage(token, 1, 100)
      .list.map((notice) => notice.content)
      .join('');
    expect(html).toContain('<p>');
    expect(html).toContain('<b>');
    expect(html).toMatch(/<a href="https:\/\/[^"]+"/);
  });

  it('refuses an unknown notice and an unknown token', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'eve@example.com');
    expectRefusal(() => engine.noticeDetail(token, 'missing'), 'The notice does not exist');
    expectRefusal(() => engine.noticeCount('stale'), 'Please login first', -2);
  });
});

describe('engine parameters', () => {
  it('answers the documented parameter names and the customer links', () => {
    const { engine } = startEngine({ feeRate: '0.002' });
    expect(engine.param('contract_fee_rate')).toBe('0.002');
    expect(engine.param('customer_service_email')).toMatch(/@/);
    expect(engine.param('customer_service_url')).toMatch(/^https:\/\//);
    expect(engine.customerLinks()).toEqual({
      customerEmail: engine.param('customer_service_email'),
      customerWs: expect.stringMatching(/^https:\/\//),
      customerTelegram: expect.stringMatching(/^https:\/\/t\.me\//),
    });
    expectRefusal(() => engine.param('admin_password'), 'The parameter does not exist');
  });

  it('charges the configured fee rate', () => {
    const { engine } = startEngine({ feeRate: '0.002' });
    const { token } = signUpFunded(engine, 'fee@example.com', '100');
    const order = engine.createOrder(token, 'contract', {
      openAmount: '33.33333333',
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      positionTime: 30,
      tradeType: 1,
    });
    expect(order.fee).toBe('0.06666666');
  });
});
