/**
 * The one way the app writes a moment: a record's time, a product's start or end, a message's
 * date. Short date, time to the second, 24-hour clock, in the user's language
 * (en-US 11/28/26, 14:05:09; zh-CN 2026/11/28 14:05:09).
 */
export const RECORD_TIME = { dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' } as const;
