import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideForm } from '../../../src/application/shared/form.provide';
import { selectRefusals } from '../../../src/application/shared/form.selectors';
import {
  type AddressSave,
  createAddressSaveForm,
  EMPTY_ADDRESS,
} from '../../../src/application/withdraw/address-book-form';

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

function start() {
  const sent: AddressSave[] = [];
  const machine = provideForm(createAddressSaveForm(), {
    send: async (request) => void sent.push(request),
  });
  return { actor: createActor(machine, { input: { terms: null } }).start(), sent };
}

describe('the address save form (its rules only)', () => {
  it('refuses what the address rule refuses, on the field it is about, and sends nothing', () => {
    const { actor, sent } = start();
    actor.send({
      type: 'submit',
      patch: { ...EMPTY_ADDRESS, label: 'Cold', network: 'ERC20', address: TRON },
    });
    expect(selectRefusals(actor.getSnapshot())).toEqual([
      { problem: 'The address does not match the network', fields: ['address'] },
    ]);
    actor.send({ type: 'submit', patch: { label: ' ' } });
    expect(selectRefusals(actor.getSnapshot())).toEqual([{ problem: 'Enter a label', fields: ['label'] }]);
    expect(sent).toEqual([]);
  });

  it('sends a new address (id null) or the edited one (its id), label and address trimmed', async () => {
    const { actor, sent } = start();
    const typed = { label: ' Main ', coin: 'USDT', network: 'TRC20', address: ` ${TRON} ` } as const;
    actor.send({ type: 'submit', patch: { ...typed, id: null } });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    actor.send({ type: 'submit', patch: { ...typed, id: '7' } });
    await waitFor(actor, (snapshot) => snapshot.matches('done') && sent.length === 2);
    const draft = { label: 'Main', coin: 'USDT', network: 'TRC20', address: TRON };
    expect(sent).toEqual([
      { id: null, draft },
      { id: '7', draft },
    ]);
  });
});
