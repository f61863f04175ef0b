import { defineMessages } from '../../lib/i18n';

/**
 * What the Canvas QTI 1.2 reader says about a file and each of its questions in an import's
 * preview, in the teacher's language. English is QTI12_MSG's (qti12-canvas.ts), held equal by
 * qti12-canvas.test.ts. Keep "Canvas", "Lyceum", "QTI 1.2" and <questestinterop> as they are (the tag quoted, as ICU wants).
 */
export const QTI12_PROBLEMS = defineMessages({
  notQti12: { id: 'server.quizImport.qti12.notQti12', defaultMessage: "This file is not QTI 1.2 (its root is not '<questestinterop>')", description: 'Problem of a file in a Canvas QTI 1.2 import preview' },
  unsupported: {
    id: 'server.quizImport.qti12.unsupported',
    defaultMessage: "Canvas's {type} has no Lyceum kind and cannot be imported",
    description: "Problem of a question in a Canvas QTI 1.2 import preview; {type} is Canvas's name of the question type (file upload question)",
  },
  textOnly: { id: 'server.quizImport.qti12.textOnly', defaultMessage: 'A text-only question is text without a question: not imported', description: 'Warning on a Canvas QTI 1.2 file in an import preview' },
  noKey: { id: 'server.quizImport.qti12.noKey', defaultMessage: 'No answer is marked right, so it cannot be graded by the machine', description: 'Problem of a question in a Canvas QTI 1.2 import preview' },
  numberKey: { id: 'server.quizImport.qti12.numberKey', defaultMessage: 'The right answer is not a number', description: 'Problem of a numerical question in a Canvas QTI 1.2 import preview' },
});
