/** SPEC section 5's text when a password and its confirmation differ. */
export type PasswordMatchProblem = 'Passwords are inconsistent';

/** Exact comparison: no trimming or case folding, as the server compares exactly too. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

export function validatePasswordsMatch(password: string, confirmation: string): PasswordMatchProblem | null {
  return passwordsMatch(password, confirmation) ? null : 'Passwords are inconsistent';
}
