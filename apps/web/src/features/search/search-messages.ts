import { defineMessages } from '@/lib/i18n/messages';

/** The shell's search dialog (issue 24). */
export const searchMessages = defineMessages({
  title: { id: 'search.dialog.title', defaultMessage: 'Search', description: "The dialog's name, and the search box's" },
  description: {
    id: 'search.dialog.description',
    defaultMessage: 'Find classes, topics, materials, assignments, comments and people. Use the arrow keys to move through the results and Enter to open one.',
    description: 'Read by screen readers when the dialog opens',
  },
  placeholder: { id: 'search.dialog.placeholder', defaultMessage: 'Search classes, materials, people…', description: 'Placeholder of the search box' },
  results: { id: 'search.dialog.results', defaultMessage: 'Search results', description: "The results list's name" },
  searching: { id: 'search.dialog.searching', defaultMessage: 'Searching…', description: 'Announced while searching' },
  noResults: { id: 'search.dialog.noResults', defaultMessage: 'No results for “{q}”', description: 'Announced; {q}: what was typed' },
  count: { id: 'search.dialog.count', defaultMessage: '{count, plural, one {# result} other {# results}}', description: 'Announced: how many results' },
  archived: { id: 'search.dialog.archived', defaultMessage: '(archived)', description: "After a result from an archived class" },
  group: {
    id: 'search.dialog.group',
    defaultMessage: '{kind, select, class {Classes} topic {Topics} material {Materials} assignment {Assignments} comment {Comments} other {People}}',
    description: 'Heading of a group of results',
  },
});
