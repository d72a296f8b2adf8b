/**
 * Header menus open inside the sticky header, not in <body>: the header does not move when the
 * page scrolls, so a menu rendered in it stays under its button instead of being realigned a
 * frame late (during which a click at the menu's old place lands on the header).
 */
export function headerPopupContainer(trigger: HTMLElement): HTMLElement {
  return trigger.closest<HTMLElement>('.dt-header') ?? document.body;
}
