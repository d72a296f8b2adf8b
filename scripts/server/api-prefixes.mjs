/** Path prefixes of the documented API (SPEC section 7): the mobile bases and the desktop /bb/app. */
export const API_PREFIXES = ['/bb', '/api', '/user', '/contract', '/huobi', '/paramter', '/index'];
