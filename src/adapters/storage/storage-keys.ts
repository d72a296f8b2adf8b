/** SPEC section 3: the desktop app's local storage keys, kept so existing visitors stay signed in. */
export const StorageKeys = {
  userId: 'User-Id',
  token: 'User-Token',
  login: 'User-Login',
  email: 'User-Email',
  purchase: 'User-Purchase',
  language: 'User-Lang',
} as const;

/** What User-Login holds while a user is signed in. */
export const SIGNED_IN_FLAG = '1';
