import { defineMessages } from '@/lib/i18n/messages';

/** The question post's screens: the student's answer card and the teacher's Answers tab. */
export const questionMessages = defineMessages({
  yourAnswer: { id: 'questions.card.yourAnswer', defaultMessage: 'Your answer', description: "Heading of a student's answer card on a question post" },
  answerLabel: { id: 'questions.card.answerLabel', defaultMessage: 'Type your answer', description: 'Label of the short-answer text box' },
  choicesLegend: { id: 'questions.card.choicesLegend', defaultMessage: 'Pick one answer', description: 'Screen readers: the name of the group of choices of a multiple-choice question' },
  submit: { id: 'questions.card.submit', defaultMessage: 'Turn in', description: 'Button: send the answer to the question' },
  update: { id: 'questions.card.update', defaultMessage: 'Change answer', description: 'Button: send a changed answer (when the teacher allows it)' },
  sending: { id: 'questions.card.sending', defaultMessage: 'Turning in…', description: 'The answer button while the answer is being sent' },
  turnedIn: { id: 'questions.card.turnedIn', defaultMessage: 'Turned in', description: "The answer's state: sent, not yet returned" },
  returned: { id: 'questions.card.returned', defaultMessage: 'Returned', description: "The answer's state: the teacher returned it" },
  grade: { id: 'questions.card.grade', defaultMessage: 'Grade: {grade} / {max}', description: "The returned answer's grade; {grade} and {max} are numbers" },
  failed: { id: 'questions.card.failed', defaultMessage: 'Your answer could not be sent. Try again.', description: 'Shown when sending the answer failed without a message of the server' },
  classAnswers: { id: 'questions.answers.heading', defaultMessage: 'Class answers', description: "Heading of the list of the class's answers to a question" },
  answeredOf: {
    id: 'questions.answers.answeredOf',
    defaultMessage: '{answered, plural, one {# of {students} students answered} other {# of {students} students answered}}',
    description: 'How many students answered the question; {answered} and {students} are numbers',
  },
  choiceCount: { id: 'questions.answers.choiceCount', defaultMessage: '{count, plural, one {# answer} other {# answers}}', description: 'How many students picked one choice' },
  noAnswers: { id: 'questions.answers.none', defaultMessage: 'No answers yet.', description: 'The class answers list when no student has answered' },
  tab: { id: 'questions.answers.tab', defaultMessage: 'Answers', description: "The teacher's tab of a question post's answers" },
  loading: { id: 'questions.answers.loading', defaultMessage: 'Loading answers', description: "Screen readers: the answers' placeholder while they load" },
});
