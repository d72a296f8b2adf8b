import {
  type FundPasswordForm,
  type FundPasswordProblem,
  fundPasswordProblem,
  fundPasswordRequestOf,
} from '../../domain/withdraw/fund-password-rules';
import type { UserGateway } from '../../domain/user/user.port';
import {
  createSubmissionMachine,
  provideSubmission,
  type SubmissionMachine,
} from '../shared/submission.machine';

export type FundPasswordMachine = SubmissionMachine<FundPasswordForm, FundPasswordProblem>;

/**
 * Setting the fund password (the profile's isAssert): 6 digits typed twice alike and the
 * code of /user/sendUpdateAssetEmail, sent once to /user/setTransactionPwd. The withdraw
 * screen leads here; the security centre can start the same machine.
 */
export function createFundPasswordMachine(
  users: Pick<UserGateway, 'setTransactionPassword'>,
): FundPasswordMachine {
  return provideSubmission(
    createSubmissionMachine<FundPasswordForm, FundPasswordProblem>(fundPasswordProblem),
    (form) => users.setTransactionPassword(fundPasswordRequestOf(form)),
  );
}
