import type { FormFactor } from './form-factor';

/** Output port: which app the user is looking at now (it can change without a reload). */
export interface FormFactorSource {
  current(): FormFactor;
}
