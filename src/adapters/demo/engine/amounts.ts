/** The exchange reads amounts by the same rule as the app: one definition in the domain. */
export { readAmount } from '../../../domain/precision/read-amount';
