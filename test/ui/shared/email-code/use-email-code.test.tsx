// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { EmailCodeReceipt } from '../../../../src/domain/user/email-code';
import type { AppServices } from '../../../../src/application/app-services';
import { emailCodeMachine } from '../../../../src/application/session/email-code.machine';
import { useEmailCode } from '../../../../src/ui/shared/email-code/use-email-code';
import { ServicesProvider } from '../../../../src/ui/shared/services-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An exchange whose answer carries a code, as the reference server's does. */
const answering = emailCodeMachine().provide({
  actors: { sendCode: fromPromise(async (): Promise<EmailCodeReceipt> => ({ demoCode: '123456' })) },
});

function CodeProbe() {
  const code = useEmailCode('withdraw');
  return (
    <button type="button" onClick={() => code.send('a@example.com')}>
      {code.demoCode ?? 'mailed'}
    </button>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

async function sentIn(backendMode: AppServices['backendMode']) {
  const container = document.createElement('div');
  root = createRoot(container);
  const services = { backendMode, session: { emailCode: answering } } as unknown as AppServices;
  act(() =>
    root?.render(
      <ServicesProvider value={services}>
        <CodeProbe />
      </ServicesProvider>,
    ),
  );
  await act(async () => container.querySelector('button')?.click());
  return container.textContent;
}

describe('the email code a send hands back', () => {
  it('is shown in demo mode, where no mail is sent', async () => {
    expect(await sentIn('demo')).toBe('123456');
  });

  it('is never shown outside demo mode, whatever the answer carried', async () => {
    expect(await sentIn('http')).toBe('mailed');
  });
});
