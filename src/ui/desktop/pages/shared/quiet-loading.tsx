/**
 * antd's own loading icon keeps its aria-label after loading ends ("loading Up"), so a button
 * would lose its name after one press. This spinner is hidden from the accessible name.
 */
export function quietLoading(loading: boolean) {
  return loading && { icon: <span className="dt-btn-spinner" aria-hidden="true" /> };
}
