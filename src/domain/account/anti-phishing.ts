/**
 * The anti-phishing phrase: words the user chooses, which every email from the exchange
 * carries and every email-code prompt of the app repeats, so a mail without them is not ours.
 *
 * The rule (the exchange's own, not the SPEC's): 4 to 20 characters, each a letter (any
 * script, so a phrase may be typed in the user's language), a digit, `_` or `-`. No spaces
 * at all, so none can lead or trail and two phrases that look alike are alike.
 */
export const ANTI_PHISHING_LENGTH = { min: 4, max: 20 } as const;

const PHRASE = /^[\p{L}\p{N}_-]+$/u;

export enum AntiPhishingProblem {
  phrase = 'The phrase must be 4-20 letters, digits, _ or -',
  code = 'Please enter the email verification code',
}

/** The phrase as typed: spaces cannot be part of it, so they never reach the field. */
export function typedPhrase(text: string): string {
  return text.replace(/\s/g, '');
}

/** Why a phrase cannot be set; null when it can. Lengths count characters, not UTF-16 units. */
export function antiPhishingProblem(phrase: string): AntiPhishingProblem | null {
  const length = [...phrase].length;
  const fits = length >= ANTI_PHISHING_LENGTH.min && length <= ANTI_PHISHING_LENGTH.max;
  return fits && PHRASE.test(phrase) ? null : AntiPhishingProblem.phrase;
}

/** What setting the phrase sends: the phrase and the account's email code that confirms it. */
export interface AntiPhishingRequest {
  phrase: string;
  code: string;
}
