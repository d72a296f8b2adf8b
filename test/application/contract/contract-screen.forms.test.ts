import { describe, expect, it } from 'vitest';
import {
  selectDemoAmountsActor,
  selectTransferActor,
} from '../../../src/application/contract/account-scope.selectors';
import { selectOrderActor, selectScope } from '../../../src/application/contract/contract-screen.selectors';
import { selectOpenAmount } from '../../../src/application/contract/order.selectors';
import { selectRefusals } from '../../../src/application/shared/form.selectors';
import { ContractAccount, TradeType } from '../../../src/domain/contract/contract';
import { flush, startScreen } from './contract-screen.fixtures';

type Screen = ReturnType<typeof startScreen>;
const order = (screen: Screen) => selectOrderActor(screen.actor.getSnapshot());
const scope = (screen: Screen) => selectScope(screen.actor.getSnapshot());
const account = (screen: Screen) => screen.actor.getSnapshot().context.account;

describe("contract screen: its forms' glue", () => {
  it("on desktop sets the amount to the chosen duration's minimum whenever config loads", async () => {
    const screen = startScreen({ input: { openAmount: '1', resetAmountOnConfig: true } });
    expect(selectOpenAmount(order(screen).getSnapshot())).toBe('1');
    await flush();
    expect(selectOpenAmount(order(screen).getSnapshot())).toBe('10');
    account(screen).send({ type: 'account.switch', account: ContractAccount.demo });
    await flush();
    expect(selectOpenAmount(order(screen).getSnapshot())).toBe('5');
  });

  it('on the phone keeps the amount typed when config loads', async () => {
    const screen = startScreen();
    order(screen).send({ type: 'edit', patch: { openAmount: '33' } });
    await flush();
    expect(selectOpenAmount(order(screen).getSnapshot())).toBe('33');
  });

  it('a refusal said before the config arrived goes once it has', async () => {
    const screen = startScreen();
    order(screen).send({ type: 'submit', patch: { openAmount: '20', tradeType: TradeType.up } });
    expect(selectRefusals(order(screen).getSnapshot())).toEqual([{ problem: 'account', fields: [] }]);
    await flush();
    expect(selectRefusals(order(screen).getSnapshot())).toEqual([]);
  });

  it("keeps the order's amount and the transfer's draft for the next visit of the screen", async () => {
    const first = startScreen();
    await flush();
    order(first).send({ type: 'edit', patch: { openAmount: '42', second: 30 } });
    selectTransferActor(scope(first).getSnapshot()).send({ type: 'edit', patch: { amount: '7', type: 2 } });
    first.actor.stop();
    const again = startScreen({ drafts: first.drafts });
    await flush();
    expect(selectOpenAmount(order(again).getSnapshot())).toBe('42');
    expect(selectTransferActor(scope(again).getSnapshot()).getSnapshot().context.draft).toMatchObject({
      amount: '7',
      type: 2,
    });
  });

  it("a transfer reloads the app's spot account too, which the money left or reached", async () => {
    const screen = startScreen();
    await flush();
    // The scope asked once on opening: spot is what moves into the contract.
    expect(screen.spot.reads).toBe(1);
    const transfer = selectTransferActor(scope(screen).getSnapshot());
    transfer.send({ type: 'submit', patch: { amount: '25', currency: 'USDT', type: 1 } });
    transfer.send({ type: 'confirm' });
    await flush();
    expect(screen.spot.reads).toBe(2);
  });

  it('refuses a transfer of more than the account it leaves holds: the contract back to spot, spot into the contract', async () => {
    const screen = startScreen();
    await flush();
    const transfer = selectTransferActor(scope(screen).getSnapshot());
    transfer.send({ type: 'submit', patch: { amount: '100.5', currency: 'USDT', type: 2 } });
    expect(selectRefusals(transfer.getSnapshot())).toEqual([
      { problem: 'Insufficient available balance', fields: ['amount'] },
    ]);
    // Into the contract, what the app's spot account holds (1000 USDT here).
    transfer.send({ type: 'submit', patch: { amount: '1000.5', type: 1 } });
    expect(selectRefusals(transfer.getSnapshot())).toEqual([
      { problem: 'Insufficient available balance', fields: ['amount'] },
    ]);
    transfer.send({ type: 'submit', patch: { amount: '100.5', type: 1 } });
    transfer.send({ type: 'confirm' });
    await flush();
    expect(screen.transfers).toEqual([{ amount: '100.5', currency: 'USDT', type: 1 }]);
  });

  it('asks for the demo top-up amounts in the demo account only', async () => {
    const screen = startScreen();
    await flush();
    expect(selectDemoAmountsActor(scope(screen).getSnapshot())).toBeNull();
    account(screen).send({ type: 'account.switch', account: ContractAccount.demo });
    await flush();
    const amounts = selectDemoAmountsActor(scope(screen).getSnapshot());
    expect(amounts?.getSnapshot().context.data).toEqual(['10000']);
    scope(screen)
      .getSnapshot()
      .context.addDemoFunds.send({ type: 'submit', patch: { amount: '10000' } });
    await flush();
    expect(screen.topUps).toEqual(['10000']);
  });
});
