import { isValidDesktopPassword } from '../../../../domain/session/password-rules';
import { textRule } from '../../../features/session/field-rules';

/** SPEC section 5: the desktop password is 8 to 24 characters. */
export const desktopPasswordRule = (message: string) => textRule(isValidDesktopPassword, message);
