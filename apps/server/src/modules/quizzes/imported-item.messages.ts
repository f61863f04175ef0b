import { defineMessages } from '../../lib/i18n';

/** What any reader of an imported quiz file says (imported-item.ts), in the teacher's language. */
export const IMPORTED_ITEM_PROBLEMS = defineMessages({
  xmlUnreadable: {
    id: 'server.quizImport.xmlUnreadable',
    defaultMessage: 'The XML cannot be read: {why}',
    description: 'Problem of a file in a quiz import preview; {why} is why (server.xml.*), lower case',
  },
  tooManyAnswers: { id: 'server.quizImport.tooManyAnswers', defaultMessage: 'More than {max} answers', description: 'Problem of a question in a quiz import preview; {max} is a number' },
  promptEmpty: {
    id: 'server.quizImport.promptEmpty',
    defaultMessage: 'the prompt has nothing that can be kept',
    description: 'Problem of a question in a quiz import preview: its text is empty once unsafe markup is removed; lower case as it follows the question',
  },
});
