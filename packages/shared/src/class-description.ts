/**
 * Spec section 5: a class created without a description is described as 'Class: ' followed by
 * its name. That text is the class's automatic description: it follows the name through renames
 * (the server on save, the edit form as the name is typed) until someone writes their own.
 */
const PREFIX = 'Class: ';

/** The automatic description of a class called `name`. */
export function automaticDescription(name: string): string {
  return `${PREFIX}${name.trim()}`;
}

/** Whether `description` is still the automatic one of a class called `name` (nobody wrote one). */
export function isAutomaticDescription(description: string, name: string): boolean {
  return description.trim() === automaticDescription(name).trim();
}

/**
 * The class name `description` is the automatic description of ('Class: Chemistry 9A' ->
 * 'Chemistry 9A'), or null when it reads like nothing automatic.
 */
export function nameInAutomaticDescription(description: string): string | null {
  const text = description.trim();
  return text.startsWith(PREFIX.trim()) ? text.slice(PREFIX.trim().length).trim() : null;
}
