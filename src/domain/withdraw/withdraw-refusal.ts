import { HoldCause } from './withdraw-guard';
import { WithdrawProblem } from './withdraw-rules';

/**
 * Words for the exchange's refusals of a withdrawal that hold or narrow it, sent beside msg
 * (the envelope's data.reason, assumed): msg may carry times, so the app translates by these.
 */
export const WithdrawRefusal = {
  locked: 'withdraw-locked',
  heldFundPassword: 'withdraw-held-fund-password',
  heldWhitelistOff: 'withdraw-held-whitelist-off',
  held: 'withdraw-held',
  notSaved: 'withdraw-whitelist-only',
  addressCooling: 'withdraw-address-cooling',
  codeForAnother: 'withdraw-code-for-another',
  /** An authenticator is bound and its code (or a recovery code) was not sent. */
  authenticatorNeeded: 'withdraw-authenticator-needed',
  /** Neither the app's code now nor an unused recovery code. */
  authenticatorWrong: 'withdraw-authenticator-wrong',
} as const;
export type WithdrawRefusal = (typeof WithdrawRefusal)[keyof typeof WithdrawRefusal];

/** A right code sent for other details (or for none): a new one must be sent for this withdrawal. */
export const CODE_FOR_ANOTHER = 'The code was sent for another withdrawal; request a new one';

export const HOLD_REFUSAL: Readonly<Record<HoldCause, WithdrawRefusal>> = {
  [HoldCause.fundPassword]: WithdrawRefusal.heldFundPassword,
  [HoldCause.whitelistOff]: WithdrawRefusal.heldWhitelistOff,
};

/** The rule's problems the exchange refuses with too, and their words; others need none. */
export function refusalOfProblem(problem: WithdrawProblem): WithdrawRefusal | undefined {
  switch (problem) {
    case WithdrawProblem.held:
      return WithdrawRefusal.held;
    case WithdrawProblem.notSaved:
      return WithdrawRefusal.notSaved;
    case WithdrawProblem.locked:
      return WithdrawRefusal.addressCooling;
    case WithdrawProblem.authenticatorCode:
      return WithdrawRefusal.authenticatorNeeded;
    default:
      return undefined;
  }
}
