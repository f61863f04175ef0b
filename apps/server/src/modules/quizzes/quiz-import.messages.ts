import { defineMessages } from '../../lib/i18n';

/** The refusals of importing questions (a QTI package's upload, the commit), in the caller's language. */
export const QUIZ_IMPORT_ERRORS = defineMessages({
  noPackage: {
    id: 'server.error.quizImport.noPackage',
    defaultMessage: 'Send the QTI package as multipart/form-data in a field named "file", or as an application/zip body',
    description: 'API error for programs calling the API; keep "multipart/form-data", "file" and "application/zip"',
  },
  packageTooLarge: {
    id: 'server.error.quizImport.packageTooLarge',
    defaultMessage: 'The package is larger than the upload limit of {limitMb} MB',
    description: 'API error on uploading a QTI package; {limitMb} is the limit in megabytes, a number',
  },
  notAZip: {
    id: 'server.error.quizImport.notAZip',
    defaultMessage: 'The file is not a zip: a QTI content package is a zip holding an imsmanifest.xml',
    description: 'API error on uploading a QTI package that is not a zip; keep "QTI" and "imsmanifest.xml"',
  },
  blocked: {
    id: 'server.error.quizImport.blocked',
    defaultMessage: '{count, plural, one {# item cannot be imported} other {# items cannot be imported}}, so nothing was imported: {list}',
    description: 'API error on importing questions into a quiz; {list} names each item (its id) and what is wrong with it',
  },
  emptyPrompt: {
    id: 'server.error.quizImport.emptyPrompt',
    defaultMessage: 'item {id}: its prompt has nothing that can be kept',
    description: 'One entry of the list of items that cannot be imported; {id} is the item\'s id, keep it first',
  },
  tooManyItems: {
    id: 'server.error.quizImport.tooManyItems',
    defaultMessage: 'The quiz would have {count} items; a quiz holds at most {max}',
    description: 'API error on importing questions into a quiz; {count} and {max} are numbers',
  },
});
