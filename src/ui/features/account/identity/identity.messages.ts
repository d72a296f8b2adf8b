import { defineMessage, defineMessages } from 'react-intl';

/** Texts of identity verification (KYC), both form factors (catalogue account.json). */
export const identityMessages = defineMessages({
  status: { id: 'account.kyc.status', defaultMessage: 'Status' },
  formTitle: { id: 'account.kyc.formTitle', defaultMessage: 'Your details' },
  intro: {
    id: 'account.kyc.intro',
    defaultMessage: 'Enter your name and ID number as printed on the document, and add a photo of each side.',
  },
  realName: { id: 'account.kyc.realName', defaultMessage: 'Real name' },
  idNumber: { id: 'account.kyc.idNumber', defaultMessage: 'ID number' },
  front: { id: 'account.kyc.front', defaultMessage: 'Front of the ID' },
  back: { id: 'account.kyc.back', defaultMessage: 'Back of the ID' },
  choose: { id: 'account.kyc.choose', defaultMessage: 'Choose photo' },
  replace: { id: 'account.kyc.replace', defaultMessage: 'Replace photo' },
  preparing: { id: 'account.kyc.preparing', defaultMessage: 'Preparing photo…' },
  photoNote: {
    id: 'account.kyc.photoNote',
    defaultMessage:
      'JPEG, PNG or WebP, up to 10 MB. Photos are compressed and their location and device details removed before upload.',
  },
  submit: { id: 'account.kyc.submit', defaultMessage: 'Submit for review' },
  submitting: { id: 'account.kyc.submitting', defaultMessage: 'Submitting…' },
  submitted: { id: 'account.kyc.submitted', defaultMessage: 'Submitted for review' },
  reviewingText: {
    id: 'account.kyc.reviewingText',
    defaultMessage: 'Your documents are being reviewed. You will see the outcome here.',
  },
  verifiedText: {
    id: 'account.kyc.verifiedText',
    defaultMessage: 'Your identity is verified. Verified information cannot be changed.',
  },
  rejectedHint: { id: 'account.kyc.rejectedHint', defaultMessage: 'Correct the details and submit again.' },
  continue: { id: 'account.kyc.continue', defaultMessage: 'Continue' },
  loading: { id: 'account.kyc.loading', defaultMessage: 'Loading…' },
});

/** Texts with values (typed, so a missing value does not compile). */
export const identityTexts = {
  preview: defineMessage<{ side: string }>({ id: 'account.kyc.preview', defaultMessage: 'Preview: {side}' }),
  rejected: defineMessage<{ remark: string }>({
    id: 'account.kyc.rejectedText',
    defaultMessage: 'Reason: {remark}',
  }),
};

/** The form's and the exchange's refusals, translated; other server texts are shown as sent. */
export const identityProblemMessages = defineMessages({
  'Enter your real name': { id: 'account.kyc.problem.realName', defaultMessage: 'Enter your real name' },
  'does not meet the specification': {
    id: 'account.kyc.problem.idNumber',
    defaultMessage: 'The ID number does not meet the specification',
  },
  'Please upload credentials': {
    id: 'account.kyc.problem.photos',
    defaultMessage: 'Please upload credentials',
  },
  'Choose a JPEG, PNG or WebP photo': {
    id: 'account.kyc.problem.type',
    defaultMessage: 'Choose a JPEG, PNG or WebP photo',
  },
  'The photo must be 10 MB or smaller': {
    id: 'account.kyc.problem.size',
    defaultMessage: 'The photo must be 10 MB or smaller',
  },
  'The photo could not be read': {
    id: 'account.kyc.problem.unreadable',
    defaultMessage: 'The photo could not be read',
  },
  'Verified information cannot be changed': {
    id: 'account.kyc.problem.locked',
    defaultMessage: 'Verified information cannot be changed',
  },
  'The identity check is under review': {
    id: 'account.kyc.problem.reviewing',
    defaultMessage: 'The identity check is under review',
  },
  'The name does not match the document': {
    id: 'account.kyc.problem.nameRejected',
    defaultMessage: 'The name does not match the document',
  },
});
