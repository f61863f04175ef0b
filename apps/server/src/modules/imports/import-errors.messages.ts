import { defineMessages } from '../../lib/i18n';

/**
 * The errors of an import as a whole (its preview, commit and rows), answered in the admin's
 * language. Keys and English are IMPORT_MSG's (packages/shared/src/imports.ts), held equal by
 * lib/api-errors.messages.test.ts. A row's own problems are import-problems.messages.ts's.
 */
export const IMPORT_ERRORS = defineMessages({
  notFound: { id: 'server.error.import.notFound', defaultMessage: 'Import not found', description: 'API error on the Import screen: the import does not exist (any more)' },
  noRows: {
    id: 'server.error.import.noRows',
    defaultMessage: 'This import was previewed before rows were kept: preview the file again to see them',
    description: "API error on the Import screen: an old import's rows cannot be shown",
  },
  hasProblems: { id: 'server.error.import.hasProblems', defaultMessage: 'The import has problems: fix the file and preview it again', description: 'API error on the Import screen: an import with problems cannot be applied' },
  alreadyCommitted: { id: 'server.error.import.alreadyCommitted', defaultMessage: 'The import has already been committed', description: 'API error on the Import screen: the import was applied already' },
  alreadyRunning: { id: 'server.error.import.alreadyRunning', defaultMessage: 'The import is being committed already: wait for it to finish', description: 'API error on the Import screen: the import is being applied now' },
  anotherRunning: { id: 'server.error.import.anotherRunning', defaultMessage: 'Another import is being committed: wait for it to finish', description: 'API error on the Import screen: another import is being applied now' },
});
