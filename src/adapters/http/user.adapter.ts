import type { UserGateway } from '../../domain/user/user.port';
import type { CodeSubject, EmailCodePurpose, EmailCodeReceipt } from '../../domain/user/email-code';
import type { LoginResult, UserProfile } from '../../domain/user/user';
import { pathsOf } from './api-paths';
import type { HttpClient } from './http-client';
import { readFlag, readInteger, readOptionalText, readRecord, readText } from './read-shape';
import { isRecord } from './response-body';

const paths = pathsOf('user');

/** Where each purpose's code is asked for; register, login and update share one call. */
function emailCodeCall(
  email: string,
  purpose: EmailCodePurpose,
  subject?: CodeSubject,
): [string, Record<string, unknown>] {
  switch (purpose) {
    case 'forget':
      return [paths.sendEmailCodeForget.path, { email }];
    case 'asset':
      return [paths.sendAssetEmailCode.path, { email }];
    case 'withdraw':
      // The withdrawal the code is for (coin, network, address, amount; assumed).
      return [paths.sendEmailCode.path, { email, type: purpose, ...subject }];
    default:
      return [paths.sendEmailCode.path, { email, type: purpose }];
  }
}

/**
 * A real server mails the code and answers no code; a code an answer carries anyway (the
 * reference server's) is never shown outside demo mode, so the reader drops it.
 */
const NO_CODE_SHOWN: EmailCodeReceipt = { demoCode: null };

function readLogin(data: unknown): LoginResult {
  const body = readRecord(data);
  return { userId: readText(body.userId), token: readText(body.token) };
}

/** SPEC section 3's session fields; absent optional texts read as ''. */
function readProfile(data: unknown): UserProfile {
  const body = readRecord(data);
  const text = (key: string) => readOptionalText(body[key]);
  return {
    userId: readText(body.userId),
    email: readText(body.email),
    avatar: text('avatar'),
    inviteCode: readOptionalText(body.invitationCode ?? body.inviteCode),
    isAssert: readFlag(body.isAssert ?? false),
    authen: readInteger(body.authen ?? 0),
    idCard: text('idCard'),
    idCardPhotoPositive: text('idCardPhotoPositive'),
    idCardPhotoReverseSide: text('idCardPhotoReverseSide'),
    realName: text('realName'),
    remark: text('remark'),
    googleBind: readFlag(body.googleBind ?? false),
    sysUserName: text('sysUserName'),
    customerServiceUrl: text('customerServiceUrl'),
    // SPEC section 6: canPurchase defaults to '1' when the profile holds none.
    canPurchase: readOptionalText(body.canPurchase) || '1',
    // Assumed (api-paths.ts `security`): the anti-phishing phrase, '' when none is set.
    antiPhishing: text('antiPhishing'),
  };
}

export function createHttpUserGateway({ client }: { client: HttpClient }): UserGateway {
  return {
    async sendEmailCode(email, purpose, subject) {
      const [path, body] = emailCodeCall(email, purpose, subject);
      await client.post<unknown>(path, body);
      return NO_CODE_SHOWN;
    },
    async verifyEmailCode({ email, code, purpose }) {
      await client.post<unknown>(paths.emailVerification.path, { email, code, type: purpose });
    },
    async register(request) {
      await client.post<unknown>(paths.register.path, { ...request });
    },
    async login(request) {
      return readLogin(await client.post<unknown>(paths.login.path, { ...request }));
    },
    async profile(session) {
      const data = await client.post<unknown>(paths.info.path, {
        token: session.token,
        userId: session.userId,
      });
      // Some servers nest the profile under `user`; read it where it is.
      return readProfile(isRecord(data) && isRecord(data.user) ? data.user : data);
    },
    async updatePassword(request) {
      await client.post<unknown>(paths.updatePassword.path, { ...request });
    },
    async forgetPassword(request) {
      await client.post<unknown>(paths.forgetPassword.path, { ...request });
    },
    async setTransactionPassword(request) {
      await client.post<unknown>(paths.setTransactionPassword.path, { ...request });
    },
  };
}
