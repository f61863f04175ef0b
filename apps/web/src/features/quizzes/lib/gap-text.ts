/** A gap's mark in the question's text, as the server looks for it. */
const mark = (id: string) => `{{${id}}}`;

/** The question with the gap written at its end: inside its last paragraph when it ends with one. */
export function withGap(prompt: string, id: string): string {
  if (prompt.includes(mark(id))) return prompt;
  if (prompt.endsWith('</p>')) return `${prompt.slice(0, -4)} ${mark(id)}</p>`;
  return prompt ? `${prompt} ${mark(id)}` : `<p>${mark(id)}</p>`;
}

/** The question without the gap's mark (and the space written before it). */
export function withoutGap(prompt: string, id: string): string {
  return prompt.replaceAll(` ${mark(id)}`, '').replaceAll(mark(id), '');
}
