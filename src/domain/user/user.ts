/** The signed-in user's profile (SPEC section 3, user session fields). */
export interface UserProfile {
  userId: string;
  email: string;
  avatar: string;
  /** The user's own invite code (invitationCode), to share. */
  inviteCode: string;
  /** Whether an assets (fund) password is set. */
  isAssert: boolean;
  /** Identity check status: 0 not authenticated, 1 reviewing, 2 verified, 3 rejected. */
  authen: number;
  idCard: string;
  idCardPhotoPositive: string;
  idCardPhotoReverseSide: string;
  realName: string;
  remark: string;
  googleBind: boolean;
  sysUserName: string;
  customerServiceUrl: string;
  canPurchase: string;
  /** The anti-phishing phrase every mail from the exchange carries; '' or absent when none is set. */
  antiPhishing?: string;
}

export interface LoginRequest {
  account: string;
  code: string;
  password: string;
}

export interface LoginResult {
  userId: string;
  token: string;
}

export interface RegisterRequest {
  email: string;
  code: string;
  password: string;
  inviteCode: string;
}

/** /user/forgetPwd: a new password set with a code mailed to the account's email. */
export interface ForgetPasswordRequest {
  email: string;
  code: string;
  password: string;
}

/** /user/updatePwd: a signed-in user's new password, confirmed by the old one and an email code. */
export interface UpdatePasswordRequest {
  oldPassword: string;
  password: string;
  code: string;
}

/** SPEC section 7: customer links from the customer call. */
export interface CustomerLinks {
  customerEmail: string;
  customerWs: string;
  customerTelegram: string;
}
