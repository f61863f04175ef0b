import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Format, MessageValues } from '@/lib/i18n/i18n-context';

// First strong isolate ... pop directional isolate: the text between takes its own direction.
const FSI = '\u2068';
const PDI = '\u2069';

/** The names of a message's plain placeholders (not a plural's or a select's), however deeply nested. */
function plainArguments(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === 1) names.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) plainArguments(option.value, names);
    if ('children' in element) plainArguments(element.children, names);
  }
  return names;
}

/**
 * In a right-to-left language, each text a placeholder receives (a name, an email, a title) is
 * isolated: "Ana López" or "ana@school.edu" inside an Arabic sentence otherwise takes the
 * punctuation around it along (an email's dot ends up at its start). Numbers, and the values that
 * choose a plural's or a select's branch, are left as they are.
 */
export function isolating(format: Format, message: MessageFormatElement[]): Format {
  const names = plainArguments(message);
  return (values) => {
    if (!values) return format(values);
    const isolated: MessageValues = { ...values };
    for (const name of names) if (typeof values[name] === 'string') isolated[name] = `${FSI}${values[name]}${PDI}`;
    return format(isolated);
  };
}
