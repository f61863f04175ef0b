import { defineMessages } from '../../lib/i18n';

/**
 * The member checks' errors (an admin adding or removing a class's teachers or students),
 * answered in the admin's language. English is CLASS_MSG's (class-messages.ts), held equal by
 * member-checks.test.ts. A role is `teacher` or `student`; a name is the person's as written.
 */
export const CLASS_MEMBER_ERRORS = defineMessages({
  unknownUser: { id: 'server.error.classMembers.unknownUser', defaultMessage: 'No user exists with id {id}', description: "API error on a class's People (admins); {id} is the user id sent" },
  wrongRole: {
    id: 'server.error.classMembers.wrongRole',
    defaultMessage: '{name} is not a {role, select, teacher {teacher} other {student}}, so cannot be added as one',
    description: "API error on a class's People (admins): the person's account has another role; {name} is the person's name",
  },
  alreadyMember: {
    id: 'server.error.classMembers.alreadyMember',
    defaultMessage: '{name} is already a {role, select, teacher {teacher} other {student}} of this class',
    description: "API error on a class's People (admins); {name} is the person's name",
  },
  notMember: {
    id: 'server.error.classMembers.notMember',
    defaultMessage: '{name} is not a {role, select, teacher {teacher} other {student}} of this class',
    description: "API error on a class's People (admins), removing someone; {name} is the person's name",
  },
  membersChanged: {
    id: 'server.error.classMembers.membersChanged',
    defaultMessage: 'The class members or users changed while saving; reload and try again',
    description: "API error on a class's People (admins): another change came first",
  },
});
