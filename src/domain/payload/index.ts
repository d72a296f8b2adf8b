export { cleanPayload, isEmptyParam } from './clean-payload';
export type { CleanPayload } from './clean-payload';
