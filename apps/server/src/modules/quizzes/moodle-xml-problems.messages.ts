import { defineMessages } from '../../lib/i18n';

/**
 * What the Moodle XML reader says about a file and each of its questions in an import's preview,
 * in the teacher's language. English is MOODLE_MSG's (moodle-xml.ts), held equal by
 * moodle-xml.test.ts. Keep "Moodle", "Lyceum" and <quiz> as they are (the tag quoted, as ICU wants).
 */
export const MOODLE_PROBLEMS = defineMessages({
  notMoodle: { id: 'server.quizImport.moodle.notMoodle', defaultMessage: "This file is not Moodle XML (its root is not '<quiz>')", description: 'Problem of a file in a Moodle XML import preview; keep <quiz>' },
  unsupported: {
    id: 'server.quizImport.moodle.unsupported',
    defaultMessage: "Moodle's {type} questions have no Lyceum kind and cannot be imported",
    description: "Problem of a question in a Moodle XML import preview; {type} is Moodle's name of the question type (multianswer, calculated)",
  },
  noRight: { id: 'server.quizImport.moodle.noRight', defaultMessage: 'No answer has a positive fraction, so none is right', description: 'Problem of a question in a Moodle XML import preview; a fraction is the share of the points an answer earns' },
  numberAnswer: { id: 'server.quizImport.moodle.numberAnswer', defaultMessage: 'The answer "{text}" is not a number', description: 'Problem of a numerical question in a Moodle XML import preview; {text} is what the file wrote' },
  feedbackDropped: { id: 'server.quizImport.moodle.feedbackDropped', defaultMessage: 'Feedback is not kept', description: 'Warning on a question in a Moodle XML import preview' },
  penaltyDropped: { id: 'server.quizImport.moodle.penaltyDropped', defaultMessage: 'The penalty for another try is not kept', description: 'Warning on a question in a Moodle XML import preview' },
  partialFractions: {
    id: 'server.quizImport.moodle.partialFractions',
    defaultMessage: 'Fractions between 0 and 100 become partial credit: each right answer an equal share',
    description: 'Warning on a question in a Moodle XML import preview',
  },
  categorySkipped: {
    id: 'server.quizImport.moodle.categorySkipped',
    defaultMessage: 'The category "{name}" is not kept: tag the items in the bank instead',
    description: "Warning on a Moodle XML file in an import preview; {name} is the file's category; the bank is the question bank",
  },
  descriptionSkipped: { id: 'server.quizImport.moodle.descriptionSkipped', defaultMessage: 'A description is text without a question: not imported', description: 'Warning on a Moodle XML file in an import preview' },
});
