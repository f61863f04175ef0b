import { defineMessages } from '@/lib/i18n/messages';

/**
 * What the assignment page says of a quiz before the quiz's own screens have downloaded (the
 * Results tab's name and placeholder): a file of its own, so the page does not carry every quiz
 * message (quiz-player-messages.ts) for an ordinary assignment.
 */
export const quizTabMessages = defineMessages({
  tab: { id: 'quizzes.results.tab', defaultMessage: 'Quiz results', description: "Tab of a quiz's assignment page (teachers)" },
  loading: { id: 'quizzes.results.loading', defaultMessage: 'Loading the results', description: 'Screen readers: placeholder of the results tab' },
});
