import { defineMessages } from '@/lib/i18n/messages';

/**
 * Add question, where classwork is created (the Classwork tab, a topic's dialog): apart from the
 * form's messages, so those pages carry two texts, not the form's catalogue.
 */
export const questionEntryMessages = defineMessages({
  addQuestion: { id: 'questions.entry.addQuestion', defaultMessage: 'Add question', description: "Button beside a topic's Add assignment: a new question post in it" },
  addQuestionTo: { id: 'questions.entry.addQuestionTo', defaultMessage: 'Add question to {topic}', description: "Screen readers: the Add question button's name; {topic}: the topic's name" },
});
