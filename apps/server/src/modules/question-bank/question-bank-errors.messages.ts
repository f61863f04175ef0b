import { defineMessages } from '../../lib/i18n';

/**
 * The question bank's answers, in the caller's language. Keys and English are BANK_MSG's
 * (packages/shared/src/question-bank.ts), held equal by lib/api-errors.messages.test.ts.
 */
export const BANK_ERRORS = defineMessages({
  notFound: { id: 'server.error.bank.notFound', defaultMessage: 'Question not found in the bank', description: 'API error: the question bank item does not exist or is in a bank the caller may not use' },
  teachersOnly: { id: 'server.error.bank.teachersOnly', defaultMessage: 'Only teachers and admins have a question bank', description: 'API error: a student asked for a question bank' },
  saved: {
    id: 'server.bank.saved',
    defaultMessage: '{count, plural, one {Question saved to the bank} other {# questions saved to the bank}}',
    description: 'API answer after saving quiz questions to a question bank',
  },
  deleted: { id: 'server.bank.deleted', defaultMessage: 'Question deleted from the bank', description: 'API answer after deleting a question from the question bank' },
});
