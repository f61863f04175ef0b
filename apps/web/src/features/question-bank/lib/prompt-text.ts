/**
 * The start of a prompt's rich text as plain words, for a label or a list line. DOMParser builds
 * an inert document (no scripts run, no images load), so a prompt's markup is only read here.
 */
export function promptText(html: string, max = 90): string {
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
