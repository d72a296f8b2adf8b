import { isValidDesktopPassword } from '../../../../domain/session/password-rules';

/** An antd Form rule from a predicate over the field's text. */
export const check = (ok: (value: string) => boolean, message: string) => ({
  validator: async (_: unknown, value: unknown) => {
    if (!ok(typeof value === 'string' ? value : '')) throw new Error(message);
  },
});

/** SPEC section 5: the desktop password is 8 to 24 characters. */
export const desktopPasswordRule = (message: string) => check(isValidDesktopPassword, message);
