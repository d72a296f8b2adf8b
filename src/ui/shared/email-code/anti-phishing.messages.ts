import { defineMessage } from 'react-intl';

/** Beside every email-code field (catalogue session.json: the login pages show it too). */
export const antiPhishingNoteText = defineMessage<{ phrase: string }>({
  id: 'session.antiPhishing.note',
  defaultMessage: 'Your emails from us include the phrase: «{phrase}»',
});

/** Demo mode shows the mail it did not send; this is the phrase that mail carries. */
export const antiPhishingDemoMailText = defineMessage<{ phrase: string }>({
  id: 'session.antiPhishing.demoMail',
  defaultMessage: 'The mail carries your anti-phishing phrase: «{phrase}»',
});
