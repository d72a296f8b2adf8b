import { describe, expect, it } from 'vitest';
import {
  selectBalances,
  selectTransferActor,
} from '../../../src/application/contract/account-scope.selectors';
import { selectOrderActor, selectScope } from '../../../src/application/contract/contract-screen.selectors';
import {
  selectFailure,
  selectOpenAmount,
  selectSubmitting,
} from '../../../src/application/contract/order.selectors';
import { selectFormSending as selectSending } from '../../../src/application/shared/form.selectors';
import { ContractAccount, TradeType } from '../../../src/domain/contract/contract';
import { httpStatus, lost, unreadable } from '../../support/fixtures/gateway-failures';
import { balances, flush, holdingOrder, NOW, startScreen } from './contract-screen.fixtures';

type Screen = ReturnType<typeof startScreen>;
const order = (screen: Screen) => selectOrderActor(screen.actor.getSnapshot());
const scope = (screen: Screen) => selectScope(screen.actor.getSnapshot());

/** Holds every list and balance read until the returned release is called. */
function holdReloads(screen: Screen): () => Promise<void> {
  let release: () => void = () => undefined;
  screen.hold.until = new Promise((resolve) => (release = resolve));
  return async () => {
    screen.hold.until = null;
    release();
    await flush();
  };
}

describe('contract screen: an order or a transfer whose outcome the exchange did not make clear', () => {
  it.each([
    ['a timeout', lost('timeout')],
    ['a network error', lost('network')],
    ['a gateway that lost the answer (502)', httpStatus(502)],
    ['a server error after applying it (500)', httpStatus(500)],
    ['a success whose body cannot be read', unreadable()],
  ])(
    'after %s reloads positions and balances before the buttons come back, says outcome unknown and sends nothing again',
    async (_name, error) => {
      const screen = startScreen({ failOrder: error });
      await flush();
      const release = holdReloads(screen);
      // The exchange applied the order all the same: the reload shows it and its charge.
      screen.holding[ContractAccount.real] = [holdingOrder('7', NOW + 30_000)];
      screen.assets[ContractAccount.real] = balances('80');
      order(screen).send({ type: 'edit', patch: { openAmount: '20' } });
      order(screen).send({ type: 'submit', patch: { tradeType: TradeType.up } });
      await flush();
      expect(screen.count('1:holding')).toBe(2);
      expect(screen.count('1:assets')).toBe(2);
      // Still reloading: the buttons stay off and a second press sends nothing.
      expect(selectSubmitting(order(screen).getSnapshot())).toBe(true);
      order(screen).send({ type: 'submit', patch: { tradeType: TradeType.up } });
      expect(screen.emitted).toEqual([]);

      await release();
      expect(selectSubmitting(order(screen).getSnapshot())).toBe(false);
      expect(selectFailure(order(screen).getSnapshot())).toEqual({ kind: 'outcome-unknown' });
      expect(screen.emitted).toEqual([{ type: 'order.unknown' }]);
      expect(selectBalances(scope(screen).getSnapshot())).toEqual(balances('80'));
      // Kept for the trader to decide, never sent again by itself.
      expect(selectOpenAmount(order(screen).getSnapshot())).toBe('20');
      expect(screen.sent).toHaveLength(1);
    },
  );

  it('a request the exchange turned away (HTTP 400) is a failure: nothing is reloaded', async () => {
    const screen = startScreen({ failOrder: httpStatus(400) });
    await flush();
    order(screen).send({ type: 'edit', patch: { openAmount: '20' } });
    order(screen).send({ type: 'submit', patch: { tradeType: TradeType.up } });
    await flush();
    expect(screen.emitted).toEqual([{ type: 'order.failed', failure: { kind: 'server' } }]);
    expect(screen.count('1:holding')).toBe(1);
  });

  it('a transfer whose answer is lost reloads the balances and records before its button returns', async () => {
    const screen = startScreen({ failTransfer: lost('timeout') });
    await flush();
    const release = holdReloads(screen);
    const transfer = selectTransferActor(scope(screen).getSnapshot());
    const emitted: unknown[] = [];
    scope(screen).on('*', (event) => void emitted.push(event));
    transfer.send({ type: 'submit', patch: { amount: '25', currency: 'USDT', type: 1 } });
    transfer.send({ type: 'confirm' });
    await flush();
    expect(screen.count('1:assets')).toBe(2);
    expect(screen.count('1:records')).toBe(2);
    expect(selectSending(transfer.getSnapshot())).toBe(true);
    transfer.send({ type: 'submit' });

    await release();
    expect(selectSending(transfer.getSnapshot())).toBe(false);
    expect(emitted).toEqual([{ type: 'transfer.unknown' }]);
    expect(screen.transfers).toHaveLength(1);
    // The spot side of the transfer may have moved too: the app's spot account reloads
    // (read once already when the scope opened).
    expect(screen.spot.reads).toBe(2);
  });

  it('an account switch while reloading still brings the buttons back', async () => {
    const screen = startScreen({ failOrder: lost('network') });
    await flush();
    const release = holdReloads(screen);
    order(screen).send({ type: 'edit', patch: { openAmount: '20' } });
    order(screen).send({ type: 'submit', patch: { tradeType: TradeType.up } });
    await flush();
    screen.actor.getSnapshot().context.account.send({
      type: 'account.switch',
      account: ContractAccount.demo,
    });
    await flush();
    expect(selectSubmitting(order(screen).getSnapshot())).toBe(false);
    expect(selectFailure(order(screen).getSnapshot())).toEqual({ kind: 'outcome-unknown' });
    await release();
  });
});
