/**
 * Where 'Create Assignment' leads (the empty Assignments Hub and Learning Tools): an assignment
 * is created inside a topic of a class, so the user first picks the class. The spec shows the
 * link but not its target.
 */
export const CREATE_ASSIGNMENT_TARGET = '/dashboard/classes';
