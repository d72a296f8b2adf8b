import type { ContractBackend } from './backend';

export const PASSWORD = 'secret-12';

/** Registers and signs in through the gateways, as the app does; the gateways then carry the token. */
export async function signUp(
  backend: ContractBackend,
  email: string,
): Promise<{ userId: string; token: string }> {
  const { user } = backend.gateways;
  const sent = await user.sendEmailCode(email, 'register');
  const code = sent.demoCode ?? backend.engine.state().emailCodes.find((c) => c.email === email)?.code ?? '';
  await user.register({ email, code, password: PASSWORD, inviteCode: '' });
  const login = await user.sendEmailCode(email, 'login');
  const loginCode =
    login.demoCode ??
    backend.engine.state().emailCodes.find((c) => c.email === email && c.purpose === 'login')?.code ??
    '';
  const session = await user.login({ account: email, code: loginCode, password: PASSWORD });
  backend.setToken(session.token);
  return session;
}

/** The newest code the exchange sent, for a backend whose answer does not carry it. */
export function lastCode(backend: ContractBackend): string {
  return backend.engine.state().emailCodes.at(-1)?.code ?? '';
}
