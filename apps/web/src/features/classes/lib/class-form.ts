import { automaticDescription, isAutomaticDescription } from '@lyceum/shared/class-description';
import { isHttpUrl } from '@lyceum/shared/common';
import { FIELD_MSG } from '@lyceum/shared/field-messages';
import type { CreateClassRequest, UpdateClassRequest } from '@lyceum/shared/classes';
import type { Role } from '@lyceum/shared/roles';

export interface ClassFormValues {
  name: string;
  description: string;
  meetingLink: string;
}

/**
 * Spec section 5, create class: the name trimmed; an empty description becomes 'Class: ' + name;
 * a teacher who is not an admin is sent as the sole teacher (admins add teachers on the edit screen).
 */
export function createClassPayload(values: ClassFormValues, actor: { id: string; role: Role }): CreateClassRequest {
  const name = values.name.trim();
  const description = values.description.trim() || automaticDescription(name);
  return {
    name,
    description,
    meetingLink: values.meetingLink.trim(),
    teachers: actor.role === 'teacher' ? [actor.id] : [],
  };
}

/**
 * The edit form's values after `changes`: while the description is still the automatic one of the
 * name ('Class: ' + name, nobody wrote one), it follows the name as it is typed, the way the
 * server keeps it on save.
 */
export function editClassValues(current: ClassFormValues, changes: Partial<ClassFormValues>): ClassFormValues {
  const next = { ...current, ...changes };
  const renamed = changes.name !== undefined && changes.description === undefined;
  if (renamed && isAutomaticDescription(current.description, current.name)) next.description = automaticDescription(next.name);
  return next;
}

/** Spec section 5, edit class: name and description are both required. */
export function hasRequiredClassFields(values: ClassFormValues): boolean {
  return values.name.trim() !== '' && values.description.trim() !== '';
}

export function updateClassPayload(values: ClassFormValues): UpdateClassRequest {
  return { name: values.name.trim(), description: values.description.trim() };
}

/** Spec section 5: the meeting link is sent only when non-empty; null means "do not send". */
export function meetingLinkToSend(values: ClassFormValues): string | null {
  const link = values.meetingLink.trim();
  return link === '' ? null : link;
}

/** The meeting link's problem, if any: left empty it is fine, else it must be an http(s) link. */
export function meetingLinkProblem(values: ClassFormValues): string | undefined {
  const link = values.meetingLink.trim();
  return link === '' || isHttpUrl(link) ? undefined : FIELD_MSG.meetingLinkShape;
}
