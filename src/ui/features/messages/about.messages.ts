import { defineMessages } from 'react-intl';

/** The About pages, in the order both form factors list them. */
export const ABOUT_PAGES = ['us', 'policy', 'connect', 'protocol', 'legal'] as const;
export type AboutPageKey = (typeof ABOUT_PAGES)[number];

export function isAboutPage(value: string): value is AboutPageKey {
  return (ABOUT_PAGES as readonly string[]).includes(value);
}

/** One paragraph per About page (catalogue messages.json), shared by both form factors. */
export const aboutBodies = defineMessages<Record<AboutPageKey, { app: string }>>({
  us: {
    id: 'about.us.body',
    defaultMessage:
      '{app} is a crypto exchange and investment platform for retail users. With one account you can trade coins on the spot market, open seconds contracts, subscribe to new coin projects and invest in finance, pool and fund products. The service runs on desktop and as a mobile web app, in English, Chinese, Korean and Japanese.',
  },
  policy: {
    id: 'about.policy.body',
    defaultMessage:
      'We collect only what is needed to run your account: your email address, the identity documents you submit for verification, and the records of your orders, deposits and withdrawals. We use this information to provide and protect the service and to meet legal obligations, and we never sell it. You can ask customer service to show or correct your personal information at any time.',
  },
  connect: {
    id: 'about.connect.body',
    defaultMessage:
      'Our customer service team answers questions about accounts, deposits, withdrawals and orders. Once signed in, open the live chat from the customer service button, which also lists our email address and messaging channels. Never share your password or verification codes with anyone, including our staff.',
  },
  protocol: {
    id: 'about.protocol.body',
    defaultMessage:
      'By registering you agree to use the platform only for lawful purposes, to keep your login and fund passwords secret, and to complete identity verification before using the functions that require it. Orders you confirm are binding once executed. We may suspend accounts that break these terms or put other users at risk.',
  },
  legal: {
    id: 'about.legal.body',
    defaultMessage:
      'Crypto assets are highly volatile and their value can fall to zero. Nothing on this platform is investment advice, and past returns do not guarantee future results. Seconds contracts and investment products carry the risk of losing the amount invested. The service is not offered where local law forbids it, and you are responsible for following the rules of your country.',
  },
});

/** The phone's titles of the same pages (the desktop names them in its route table). */
export const aboutTitles = defineMessages<AboutPageKey>({
  us: { id: 'about.us.title', defaultMessage: 'About Us' },
  policy: { id: 'about.policy.title', defaultMessage: 'Privacy Policy' },
  connect: { id: 'about.connect.title', defaultMessage: 'Contact Us' },
  protocol: { id: 'about.protocol.title', defaultMessage: 'User Agreement' },
  legal: { id: 'about.legal.title', defaultMessage: 'Legal Notice' },
});
