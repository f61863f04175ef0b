import { defineMessages } from '../../lib/i18n';

/** What the question routes refuse with (docs/quizzes.md, "Question posts"), in the caller's language. */
export const QUESTION_ERRORS = defineMessages({
  notFound: { id: 'server.error.question.notFound', defaultMessage: 'Question not found', description: 'API error: a question post does not exist, is not visible, or the assignment is no question' },
  notAQuestion: { id: 'server.error.question.notAQuestion', defaultMessage: 'This assignment is not a question', description: 'API error: editing an assignment or quiz through the question route' },
  studentsOnly: { id: 'server.error.question.studentsOnly', defaultMessage: 'Only students of the class answer a question', description: 'API error: a teacher or admin tried to answer a question post' },
  wrongKind: { id: 'server.error.question.wrongKind', defaultMessage: 'Answer this question as it asks: a choice for multiple choice, text for a short answer', description: 'API error: a text sent to a multiple-choice question or a choice to a short-answer one' },
  unknownChoice: { id: 'server.error.question.unknownChoice', defaultMessage: 'This question has no such choice', description: 'API error: a choice number past the last choice' },
  alreadyAnswered: { id: 'server.error.question.alreadyAnswered', defaultMessage: 'You have answered this question: your teacher does not allow changing the answer', description: 'API error: a second answer when students may not edit theirs' },
  returned: { id: 'server.error.question.returned', defaultMessage: 'Your answer has been returned: it can no longer change', description: 'API error: a student changing an answer the teacher has returned' },
  answerFirst: { id: 'server.error.question.answerFirst', defaultMessage: "Answer the question first to see your classmates' answers", description: "API error: a student asking for classmates' answers before answering" },
  classmatesHidden: { id: 'server.error.question.classmatesHidden', defaultMessage: "Your teacher has not shared classmates' answers to this question", description: "API error: a student asking for classmates' answers when the teacher does not allow it" },
  choicesLocked: { id: 'server.error.question.choicesLocked', defaultMessage: 'Students have answered: the kind and choices of the question can no longer change', description: 'API error: a teacher changing the choices of a question already answered' },
  answerThroughQuestion: { id: 'server.error.question.answerThroughQuestion', defaultMessage: 'A question is answered on its page, not turned in as work', description: 'API error: the plain work routes used on a question post' },
});
