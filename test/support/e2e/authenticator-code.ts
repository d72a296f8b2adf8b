import { Secret, TOTP } from 'otpauth';

/** What the user's authenticator app shows for a key (as shown, spaces and all) at the exchange's time. */
export const appCode = (secret: string, at: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), timestamp: at });
