// Form rules for both UI kits (antd and antd-mobile share rc-field-form's rule shape), so a
// SPEC validation is written once and throws its message the same way on either screen.

/** A rule from a predicate over the field's value (a checkbox's boolean, a select's choice). */
export const valueRule = (ok: (value: unknown) => boolean, message: string) => ({
  validator: async (_: unknown, value: unknown) => {
    if (!ok(value)) throw new Error(message);
  },
});

/** A rule from a predicate over the field's text; an empty or non-text value reads as ''. */
export const textRule = (ok: (value: string) => boolean, message: string) =>
  valueRule((value) => ok(typeof value === 'string' ? value : ''), message);
