import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createMessagesServices } from '../../../src/application/messages/messages-services';
import { messageDetailMachine } from '../../../src/application/messages/message-detail.machine';
import type { Notice } from '../../../src/domain/notices/notice';
import type { NoticeGateway } from '../../../src/domain/notices/notice.port';
import type { ParameterGateway } from '../../../src/domain/user/user.port';

const params: ParameterGateway = {
  param: async () => '',
  customerLinks: async () => ({ customerEmail: 'help@example.com', customerWs: '', customerTelegram: '' }),
};

const notice = (id: string, read = false): Notice => ({
  id,
  title: `Title ${id}`,
  content: '<p>x</p>',
  createdAt: 1,
  read,
});

function fakeNotices(failDetail = false) {
  const asked: { pages: (number | string)[][]; details: string[] } = { pages: [], details: [] };
  const gateway: NoticeGateway = {
    unreadCount: async () => 1,
    page: async (pageNo, pageSize, kind) => {
      asked.pages.push(kind === undefined ? [pageNo, pageSize] : [pageNo, pageSize, kind]);
      return { list: [notice('a'), notice('b', true)], sum: 2 };
    },
    detail: async (id) => {
      asked.details.push(id);
      if (failDetail) throw new Error('offline');
      return notice(id, true);
    },
  };
  return { gateway, asked };
}

describe('messages screen', () => {
  it('reads the first page of ten, and again from page 1 on reload', async () => {
    const { gateway, asked } = fakeNotices();
    const screen = createActor(createMessagesServices({ notices: gateway, params }).screen).start();
    const list = screen.getSnapshot().context.list;
    await waitFor(list, (snapshot) => snapshot.matches('idle'));
    expect(list.getSnapshot().context.page.items.map((item) => item.read)).toEqual([false, true]);
    screen.send({ type: 'reload' });
    await waitFor(list, (snapshot) => snapshot.matches('idle'));
    expect(asked.pages).toEqual([
      [1, 10],
      [1, 10],
    ]);
  });
});

describe('help centre', () => {
  it('reads the help articles ten a page, apart from the messages', async () => {
    const { gateway, asked } = fakeNotices();
    const help = createActor(createMessagesServices({ notices: gateway, params }).help).start();
    const list = help.getSnapshot().context.list;
    await waitFor(list, (snapshot) => snapshot.matches('idle'));
    expect(asked.pages).toEqual([[1, 10, 'help']]);
  });
});

describe('message detail', () => {
  it('opens the message and tells it was read once the server answered', async () => {
    const { gateway, asked } = fakeNotices();
    const detail = createActor(createMessagesServices({ notices: gateway, params }).detail, {
      input: { id: 'a' },
    });
    const read: string[] = [];
    detail.on('notice.read', (event) => read.push(event.id));
    detail.start();
    await waitFor(detail, (snapshot) => snapshot.matches('ready'));
    expect(detail.getSnapshot().context.notice?.title).toBe('Title a');
    expect(read).toEqual(['a']);
    expect(asked.details).toEqual(['a']);
  });

  it('asks nothing for an address without an id', () => {
    const { gateway, asked } = fakeNotices();
    const detail = createActor(createMessagesServices({ notices: gateway, params }).detail, {
      input: { id: '' },
    }).start();
    expect(detail.getSnapshot().matches('missing')).toBe(true);
    expect(asked.details).toEqual([]);
  });

  it('keeps the failure with a retry, and tells nothing read until an answer comes', async () => {
    let fail = true;
    const machine = messageDetailMachine().provide({
      actors: {
        detail: fromPromise(async ({ input }: { input: { id: string } }) => {
          if (fail) throw new Error('offline');
          return notice(input.id, true);
        }),
      },
    });
    const detail = createActor(machine, { input: { id: 'b' } });
    const read: string[] = [];
    detail.on('notice.read', (event) => read.push(event.id));
    detail.start();
    await waitFor(detail, (snapshot) => snapshot.matches('failed'));
    expect(detail.getSnapshot().context.error).not.toBeNull();
    expect(read).toEqual([]);
    fail = false;
    detail.send({ type: 'retry' });
    await waitFor(detail, (snapshot) => snapshot.matches('ready'));
    expect(read).toEqual(['b']);
  });
});
