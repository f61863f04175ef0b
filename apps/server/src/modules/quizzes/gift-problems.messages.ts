import { defineMessages } from '../../lib/i18n';

/**
 * What the GIFT reader says about each question of an import's preview, in the teacher's
 * language. English is GIFT_MSG's (gift.ts), held equal by gift.test.ts; numbers arrive written.
 * Keep GIFT's own marks ({ } = ~ # -> T F \}) as they are; a brace is quoted ('{ }'), as ICU wants.
 */
export const GIFT_PROBLEMS = defineMessages({
  unclosed: { id: 'server.quizImport.gift.unclosed', defaultMessage: "The answer block opened here is not closed with '}'", description: 'Problem of a question in a GIFT import preview; keep }' },
  unopened: {
    id: 'server.quizImport.gift.unopened',
    defaultMessage: "A '}' here closes no answer block (write \\'}' for a brace in the text)",
    description: 'Problem of a question in a GIFT import preview; keep } and \\}',
  },
  noAnswers: { id: 'server.quizImport.gift.noAnswers', defaultMessage: "The question has no answer block in '{ }'", description: 'Problem of a question in a GIFT import preview; keep { }' },
  unknownBlock: {
    id: 'server.quizImport.gift.unknownBlock',
    defaultMessage: 'The answer block is of no kind GIFT has (choices with = and ~, T or F, #number, or pairs with ->)',
    description: 'Problem of a question in a GIFT import preview; keep = ~ T F #number ->',
  },
  numberShape: {
    id: 'server.quizImport.gift.numberShape',
    defaultMessage: '"{text}" is not a number GIFT can read (like 3.14, 3.14:0.01 or 1..5)',
    description: 'Problem of a question in a GIFT import preview; {text} is what the file wrote; keep the examples as they are',
  },
  noRight: { id: 'server.quizImport.gift.noRight', defaultMessage: 'No answer is marked right with = (or a positive %weight)', description: 'Problem of a question in a GIFT import preview; keep = and %weight' },
  feedbackDropped: { id: 'server.quizImport.gift.feedbackDropped', defaultMessage: 'Feedback after # is not kept', description: 'Warning on a question in a GIFT import preview; keep #' },
  categoryDropped: {
    id: 'server.quizImport.gift.categoryDropped',
    defaultMessage: 'The category "{name}" is not kept: tag the items in the bank instead',
    description: "Warning on a question in a GIFT import preview; {name} is the file's category; the bank is the question bank",
  },
  weightsRounded: {
    id: 'server.quizImport.gift.weightsRounded',
    defaultMessage: 'Answer weights become partial credit: each right answer an equal share',
    description: 'Warning on a question in a GIFT import preview',
  },
  formatIgnored: { id: 'server.quizImport.gift.formatIgnored', defaultMessage: 'The [{format}] format is read as plain text', description: 'Warning on a question in a GIFT import preview; {format} is the name the file wrote (html, markdown)' },
});
