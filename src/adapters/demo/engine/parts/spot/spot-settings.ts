import { SPOT_FEE_RATE } from '../../../../../domain/spot/spot-rules';

export interface SpotSettings {
  /** Spot fee: the share of each fill's quote value (SPEC silent; the domain's default). */
  spotFeeRate: string;
}

export const SPOT_SETTINGS: SpotSettings = { spotFeeRate: SPOT_FEE_RATE };
