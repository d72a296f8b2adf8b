import type {
  CustomerLinks,
  ForgetPasswordRequest,
  LoginRequest,
  LoginResult,
  RegisterRequest,
  UpdatePasswordRequest,
  UserProfile,
} from './user';
import type { CodeSubject, EmailCodeCheck, EmailCodePurpose, EmailCodeReceipt } from './email-code';

/** Output port: accounts and sessions (SPEC section 7, User). Calls that need a session read the token. */
export interface UserGateway {
  /** A withdraw code may be sent for one withdrawal (`subject`); only that one takes it. */
  sendEmailCode(email: string, purpose: EmailCodePurpose, subject?: CodeSubject): Promise<EmailCodeReceipt>;
  /** /user/emailVerification: checks a code without using it up; refuses a wrong one. */
  verifyEmailCode(request: EmailCodeCheck): Promise<void>;
  register(request: RegisterRequest): Promise<void>;
  login(request: LoginRequest): Promise<LoginResult>;
  profile(session: LoginResult): Promise<UserProfile>;
  updatePassword(request: UpdatePasswordRequest): Promise<void>;
  forgetPassword(request: ForgetPasswordRequest): Promise<void>;
  setTransactionPassword(request: { password: string; code: string }): Promise<void>;
}

/** Output port: system parameters and customer-service links (SPEC section 7, Parameters). */
export interface ParameterGateway {
  /** /paramter/getParamListByKeyName: data.valueName of the named parameter. */
  param(name: 'contract_fee_rate' | 'customer_service_email' | 'customer_service_url'): Promise<string>;
  /** /paramter/getCustomer. */
  customerLinks(): Promise<CustomerLinks>;
}
