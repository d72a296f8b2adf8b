import { createFormMachine, type FormMachine } from '../shared/form.machine';

/** A press on one record, named by its id: nothing to check, nothing to confirm here. */
export interface ByIdShape {
  draft: { id: string };
  terms: null;
  request: string;
  output: unknown;
  problem: never;
  field: never;
}

export type ByIdFormMachine = FormMachine<ByIdShape>;

/**
 * An action on one saved record by its id (delete an address, cancel a pending withdrawal):
 * the form machine sends it once per press and tells the screen how it went. The page asks
 * "are you sure" first; the id comes with the press (`submit` with `patch: { id }`).
 */
export function createByIdForm(): ByIdFormMachine {
  return createFormMachine<ByIdShape>({
    empty: { id: '' },
    check: () => [],
    request: (draft) => draft.id,
  });
}
