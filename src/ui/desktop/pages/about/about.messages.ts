import { defineMessages } from 'react-intl';

/** One paragraph per About page, keyed by the route's last segment. */
export const aboutMessages = defineMessages<
  Record<'us' | 'policy' | 'connect' | 'protocol' | 'legal', { app: string }>
>({
  us: {
    id: 'desktop.about.us.body',
    defaultMessage:
      '{app} is a crypto exchange and investment platform for retail users. With one account you can trade coins on the spot market, open seconds contracts, subscribe to new coin projects and invest in finance, pool and fund products. The service runs on desktop and as a mobile web app, in English, Chinese, Korean and Japanese.',
  },
  policy: {
    id: 'desktop.about.policy.body',
    defaultMessage:
      'We collect only what is needed to run your account: your email address, the identity documents you submit for verification, and the records of your orders, deposits and withdrawals. We use this information to provide and protect the service and to meet legal obligations, and we never sell it. You can ask customer service to show or correct your personal information at any time.',
  },
  connect: {
    id: 'desktop.about.connect.body',
    defaultMessage:
      'Our customer service team answers questions about accounts, deposits, withdrawals and orders. Once signed in, open the live chat from the customer service button, which also lists our email address and messaging channels. Never share your password or verification codes with anyone, including our staff.',
  },
  protocol: {
    id: 'desktop.about.protocol.body',
    defaultMessage:
      'By registering you agree to use the platform only for lawful purposes, to keep your login and fund passwords secret, and to complete identity verification before using the functions that require it. Orders you confirm are binding once executed. We may suspend accounts that break these terms or put other users at risk.',
  },
  legal: {
    id: 'desktop.about.legal.body',
    defaultMessage:
      'Crypto assets are highly volatile and their value can fall to zero. Nothing on this platform is investment advice, and past returns do not guarantee future results. Seconds contracts and investment products carry the risk of losing the amount invested. The service is not offered where local law forbids it, and you are responsible for following the rules of your country.',
  },
});

export type AboutPageKey = keyof typeof aboutMessages;
