import { defineMessages } from '@/lib/i18n/messages';

/**
 * Add quiz, where classwork is created (the Classwork tab, a topic's dialog): apart from the
 * builder's messages, so those pages carry two texts, not the builder's catalogue.
 */
export const quizEntryMessages = defineMessages({
  addQuiz: { id: 'quizzes.entry.addQuiz', defaultMessage: 'Add quiz', description: "Button beside a topic's Add assignment: a new quiz in it" },
  addQuizTo: { id: 'quizzes.entry.addQuizTo', defaultMessage: 'Add quiz to {topic}', description: "Screen readers: the Add quiz button's name; {topic}: the topic's name" },
});
