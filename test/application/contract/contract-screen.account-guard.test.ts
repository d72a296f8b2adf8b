import { describe, expect, it } from 'vitest';
import { selectAccountError } from '../../../src/application/contract/account.selectors';
import { selectOrderActor } from '../../../src/application/contract/contract-screen.selectors';
import { selectAccountPending, selectRefusal } from '../../../src/application/contract/order.selectors';
import { ContractAccount, TradeType } from '../../../src/domain/contract/contract';
import { flush, startScreen } from './contract-screen.fixtures';

type Screen = ReturnType<typeof startScreen>;
const order = (screen: Screen) => selectOrderActor(screen.actor.getSnapshot());
const account = (screen: Screen) => screen.actor.getSnapshot().context.account;

async function submit(screen: Screen, amount = '20') {
  order(screen).send({ type: 'edit', patch: { openAmount: amount } });
  order(screen).send({ type: 'submit', patch: { tradeType: TradeType.up } });
  await flush();
}

// An order only ever opens on the account the screen shows.
describe('contract screen: no order on an account the screen no longer shows', () => {
  it('refuses every order before the first config has arrived', async () => {
    const screen = startScreen();
    order(screen).send({ type: 'edit', patch: { openAmount: '20' } });
    order(screen).send({ type: 'submit', patch: { tradeType: TradeType.up } });
    expect(selectRefusal(order(screen).getSnapshot())).toBe('account');
    await flush();
    expect(screen.sent).toEqual([]);
  });

  it('after a switch to demo whose config fails, sends nothing and says why; a retry sends to the demo book', async () => {
    const screen = startScreen();
    await flush();
    await submit(screen);
    expect(screen.sent.map((sent) => sent.account)).toEqual([ContractAccount.real]);

    screen.configFails.add(ContractAccount.demo);
    account(screen).send({ type: 'account.switch', account: ContractAccount.demo });
    await flush();
    expect(selectAccountError(account(screen).getSnapshot())).toEqual({ kind: 'server' });
    expect(selectAccountPending(order(screen).getSnapshot())).toBe(true);
    await submit(screen);
    expect(screen.sent).toHaveLength(1);
    expect(selectRefusal(order(screen).getSnapshot())).toBe('account');

    // A retry that fails again keeps it refused.
    account(screen).send({ type: 'retry' });
    await flush();
    await submit(screen);
    expect(screen.sent).toHaveLength(1);
    expect(selectRefusal(order(screen).getSnapshot())).toBe('account');

    screen.configFails.delete(ContractAccount.demo);
    account(screen).send({ type: 'retry' });
    await flush();
    expect(selectAccountPending(order(screen).getSnapshot())).toBe(false);
    await submit(screen, '10');
    expect(selectRefusal(order(screen).getSnapshot())).toBeNull();
    expect(screen.sent.map((sent) => sent.account)).toEqual([ContractAccount.real, ContractAccount.demo]);
    expect(screen.sent[1]?.positionTime).toBe(60);
  });

  it('refuses while a switch is loading, so a press in between never reaches the account left', async () => {
    const screen = startScreen();
    await flush();
    account(screen).send({ type: 'account.switch', account: ContractAccount.demo });
    await submit(screen);
    expect(screen.sent).toEqual([]);
  });
});
