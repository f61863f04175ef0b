import { defineMessages } from '@/lib/i18n/messages';

/** The class page's Classwork tab: every topic with its materials and assignments inline. */
export const classworkMessages = defineMessages({
  title: { id: 'classes.classwork.title', defaultMessage: 'Classwork', description: "Screen readers: the Classwork tab's heading" },
  loading: { id: 'classes.classwork.loading', defaultMessage: 'Loading classwork', description: 'Screen readers: the placeholder while the classwork loads' },
  loadFailed: { id: 'classes.classwork.loadFailed', defaultMessage: 'Failed to load classwork. Please try again.', description: 'The classwork could not be loaded' },
  tryAgain: { id: 'classes.classwork.tryAgain', defaultMessage: 'Try Again', description: 'Button: load the classwork again' },
  noTopics: { id: 'classes.classwork.noTopics', defaultMessage: 'No topics yet.', description: 'The Classwork tab of a class with no topic' },
  addTopicFirst: {
    id: 'classes.classwork.addTopicFirst',
    defaultMessage: 'Add a topic in the Topics tab, then add materials and assignments to it here.',
    description: 'The Classwork tab of a class with no topic, to teachers',
  },
  loadMore: { id: 'classes.classwork.loadMore', defaultMessage: 'Load more classwork', description: 'Screen readers: the Load more button under the classwork' },
  loadingMore: { id: 'classes.classwork.loadingMore', defaultMessage: 'Loading more classwork', description: "Screen readers: the spinner's name while more classwork loads" },
  addMaterial: { id: 'classes.classwork.addMaterial', defaultMessage: 'Add material', description: "Button beside a topic's name: a new material in it" },
  addMaterialTo: { id: 'classes.classwork.addMaterialTo', defaultMessage: 'Add material to {topic}', description: "Screen readers: the Add material button's name; {topic}: the topic's name" },
  addAssignment: { id: 'classes.classwork.addAssignment', defaultMessage: 'Add assignment', description: "Button beside a topic's name: a new assignment in it" },
  addAssignmentTo: { id: 'classes.classwork.addAssignmentTo', defaultMessage: 'Add assignment to {topic}', description: "Screen readers: the Add assignment button's name; {topic}: the topic's name" },
  moreBelow: { id: 'classes.classwork.moreBelow', defaultMessage: "More of this topic's work is further down: Load more.", description: "Under a topic whose other items are not loaded yet; 'Load more' is the button's text" },
  emptyTopic: { id: 'classes.classwork.emptyTopic', defaultMessage: 'Nothing in this topic yet.', description: 'Under a topic with no item' },
  kindAssignment: { id: 'classes.classwork.kindAssignment', defaultMessage: 'Assignment', description: 'What an item is, under its title' },
  kindQuiz: { id: 'classes.classwork.kindQuiz', defaultMessage: 'Quiz', description: 'What an item is, under its title: a quiz assignment' },
  kindQuestion: { id: 'classes.classwork.kindQuestion', defaultMessage: 'Question', description: 'What an item is, under its title: a question posted to the class' },
  kindMaterial: { id: 'classes.classwork.kindMaterial', defaultMessage: 'Material', description: 'What an item is, under its title' },
  due: { id: 'classes.classwork.due', defaultMessage: 'Due {date}', description: "An assignment's due date; {date}: the date and time with its time zone" },
  points: { id: 'classes.classwork.points', defaultMessage: '{points, plural, one {# point} other {# points}}', description: 'How many points an assignment is worth' },
  edit: { id: 'classes.classwork.edit', defaultMessage: 'Edit', description: 'Button beside an item: edit it' },
  editNamed: { id: 'classes.classwork.editNamed', defaultMessage: 'Edit {title}', description: "Screen readers: the Edit button's name; {title}: the item's title" },
});
