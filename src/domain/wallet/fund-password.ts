const FUND_PASSWORD = /^[0-9]{6}$/;

/** SPEC section 5: the fund (assets) password, which every withdrawal asks for, is exactly 6 ASCII digits. */
export function isValidFundPassword(password: string): boolean {
  return FUND_PASSWORD.test(password);
}

/** The fund password as typed, kept to what it may hold: digits, at most 6. */
export function fundPasswordDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 6);
}
