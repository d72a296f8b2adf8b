import type { EmailCodePurpose, ExchangeEngine } from '../../../src/adapters/demo/engine';
import { needsSession } from '../../../src/adapters/demo/engine/email-codes';
import { derivedToCheck, derivedToStore } from '../../../src/adapters/demo/engine/password-kdf';
import { NoticeKind } from '../../../src/domain/notices/notice';
import type { CodeSubject } from '../../../src/domain/user/email-code';
import { int, ok, refuse, text, type RouteTable } from './route-types';

/**
 * /user/sendEmailCode's `type`. The engine keeps no separate code for a password update
 * (it checks the old password instead); like the demo adapter, it is issued as an asset code.
 */
const CODE_PURPOSES: Record<string, EmailCodePurpose> = {
  register: 'register',
  login: 'login',
  update: 'asset',
  // The withdrawal's code (payload type=withdraw, assumed).
  withdraw: 'withdraw',
};

/** /user/emailVerification's `type`: sendEmailCode's words, and the purposes of the other two calls. */
const VERIFY_PURPOSES: Record<string, EmailCodePurpose> = {
  ...CODE_PURPOSES,
  forget: 'forget',
  asset: 'asset',
};

/** The withdrawal a withdraw code is asked for (assumed fields); none when the four are not all sent. */
function codeSubjectIn(params: URLSearchParams): CodeSubject | undefined {
  const [coin, network, address, amount] = ['coin', 'network', 'address', 'amount'].map((key) =>
    text(params, key),
  );
  return coin && network && address && amount ? { coin, network, address, amount } : undefined;
}

export function userRoutes(engine: ExchangeEngine): RouteTable['user'] {
  // In demo mode no mail is sent, so the code goes back to the app (EmailCodeReceipt.demoCode).
  const sendCode = (email: string, purpose: EmailCodePurpose) =>
    ok({ demoCode: engine.sendEmailCode(email, purpose) }, 'success');
  return {
    sendEmailCode: ({ params, token }) => {
      const purpose = CODE_PURPOSES[text(params, 'type') || 'register'];
      if (!purpose) return refuse('The code type is not supported');
      // A withdraw code only for the session's own user: without a token, -2.
      if (needsSession(purpose)) {
        return ok({ demoCode: engine.sendSignedInCode(token, purpose, codeSubjectIn(params)) }, 'success');
      }
      return sendCode(text(params, 'email'), purpose);
    },
    sendEmailCodeForget: ({ params }) => sendCode(text(params, 'email'), 'forget'),
    emailVerification: ({ params }) => {
      const purpose = VERIFY_PURPOSES[text(params, 'type') || 'register'];
      if (!purpose) return refuse('The code type is not supported');
      engine.verifyEmailCode(text(params, 'email'), text(params, 'code'), purpose);
      return ok(null);
    },
    sendAssetEmailCode: ({ params }) => sendCode(text(params, 'email'), 'asset'),
    // Each password is derived (PBKDF2) before the engine's call, as the demo gateways do.
    register: async ({ params }) => {
      const [email, password] = [text(params, 'email'), text(params, 'password')];
      const derived = await derivedToStore(password, engine.passwordTerms(email));
      const request = { email, code: text(params, 'code'), password, inviteCode: text(params, 'inviteCode') };
      return ok(engine.register(request, derived));
    },
    login: async ({ params, userAgent }) => {
      const [account, password] = [text(params, 'account'), text(params, 'password')];
      const derived = await derivedToCheck(password, engine.passwordTerms(account));
      return ok(engine.login({ account, code: text(params, 'code'), password }, userAgent, derived));
    },
    info: ({ params, token }) => {
      // SPEC section 3 names the invite code invitationCode on the wire.
      const { inviteCode, ...profile } = engine.profile(token || text(params, 'token'));
      return ok({ ...profile, invitationCode: inviteCode });
    },
    updatePassword: async ({ params, token }) => {
      const [oldPassword, password] = [text(params, 'oldPassword'), text(params, 'password')];
      const own = engine.signedInPasswordTerms(token, 'login');
      const [old, fresh] = await Promise.all([
        derivedToCheck(oldPassword, own),
        derivedToStore(password, own),
      ]);
      return ok(engine.updatePassword(token, oldPassword, password, { old, new: fresh }));
    },
    forgetPassword: async ({ params }) => {
      const [email, password] = [text(params, 'email'), text(params, 'password')];
      const derived = await derivedToStore(password, engine.passwordTerms(email));
      return ok(engine.forgetPassword(email, text(params, 'code'), password, derived));
    },
    setTransactionPassword: async ({ params, token }) => {
      const password = text(params, 'password');
      const derived = await derivedToStore(password, engine.signedInPasswordTerms(token, 'fund'));
      return ok(engine.setTransactionPassword(token, password, text(params, 'code'), derived));
    },
  };
}

export function paramRoutes(engine: ExchangeEngine): RouteTable['params'] {
  return {
    param: ({ params }) => ok({ valueName: engine.param(text(params, 'paramName')) }),
    customer: () => ok(engine.customerLinks()),
  };
}

export function noticeRoutes(engine: ExchangeEngine): RouteTable['notices'] {
  return {
    count: ({ token }) => ok(engine.noticeCount(token)),
    page: ({ params, token }) => {
      const [pageNo, pageSize] = [int(params, 'pageNo'), int(params, 'pageSize')];
      // The help centre's articles are notices of the help type, for anyone.
      const page =
        text(params, 'type') === NoticeKind.help
          ? engine.helpPage(pageNo, pageSize)
          : engine.noticePage(token, pageNo, pageSize);
      return ok({ ...page, totalRow: page.sum });
    },
    detail: ({ params, token }) => {
      const id = text(params, 'id');
      return ok(engine.helpArticle(id) ?? engine.noticeDetail(token, id));
    },
  };
}
