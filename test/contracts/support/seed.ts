/** Both backends run the same seed, so their markets quote the same prices at the same times. */
export const CONTRACT_SEED = 'contract-seed';
