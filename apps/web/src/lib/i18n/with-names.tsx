import { Fragment, type ReactNode } from 'react';
import type { MessageValues, Translate } from '@/lib/i18n/i18n-context';
import type { MessageDescriptor } from '@/lib/i18n/messages';

// A private-use character marks where a part goes: no message or name of a school holds one.
const MARK = '\uE000';

/**
 * A translated sentence with parts that are not text of the catalogue. A string is a name or a
 * title someone wrote: it goes in its own <bdi>, so a Latin name in an Arabic sentence (or an
 * Arabic one in English) keeps its own direction and does not drag the punctuation around it to
 * the wrong side. Any other part (a <time>, a link) goes in as it is. `values` are the message's
 * other placeholders (counts, dates as text).
 */
export function withNames(t: Translate, message: MessageDescriptor, parts: Record<string, ReactNode>, values?: MessageValues): ReactNode[] {
  const keys = Object.keys(parts);
  const marked = Object.fromEntries(keys.map((key, index) => [key, `${MARK}${index}${MARK}`]));
  // Odd pieces of the split are the parts' indexes, even pieces the message's own text.
  return t(message, { ...values, ...marked })
    .split(MARK)
    .map((piece, index) => {
      if (index % 2 === 0) return piece;
      const part = parts[keys[Number(piece)]!];
      return typeof part === 'string' ? <bdi key={index}>{part}</bdi> : <Fragment key={index}>{part}</Fragment>;
    });
}
