import { circle } from '../../layout/line-icon';

/** The line icons of the My tab's entries (24 x 24 paths). */
export const MY_ICONS = {
  language: `${circle(12, 12, 9)}M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9`,
  security: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zM9 12l2 2 4-4',
  verify: `M3 5h18v14H3z${circle(9, 11, 2.2)}M5.5 16.5c.6-1.6 1.9-2.5 3.5-2.5s2.9.9 3.5 2.5M15 10h3.5M15 13.5h3.5`,
  records: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  about: `${circle(12, 12, 9)}M12 11v6M12 7.5v.01`,
  colour: 'M4 18l5-6 4 3 7-9M15 6h5v5',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20.5a2 2 0 0 0 4 0',
  logout: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
  // A person and a plus: the home grid's Invite too.
  invite: `${circle(9, 8, 4)}M2 21c0-4 3-7 7-7s7 3 7 7M19 8v6M16 11h6`,
  help: `${circle(12, 12, 9)}M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17.5v.01`,
} as const;
