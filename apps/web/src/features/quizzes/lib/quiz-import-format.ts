import type { TextFormat } from '@/features/quizzes/api/quiz-import-api';

/**
 * Which reader a chosen file goes to: a zip is a QTI package; XML by its root element (Moodle's
 * `quiz`, Canvas's `questestinterop`, a QTI item); other text is GIFT, which has no marker of its own.
 * Null: XML of no known kind.
 */
export function importFormatOf(name: string, text: string | null): 'package' | TextFormat | null {
  if (/\.zip$/i.test(name) || text === null) return 'package';
  const root = /<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[\s>/]/.exec(text.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, ''));
  const looksXml = /^\s*</.test(text);
  if (!looksXml) return 'gift';
  switch (root?.[2]) {
    case 'quiz':
      return 'moodle_xml';
    case 'questestinterop':
      return 'canvas_qti12';
    case 'qti-assessment-item':
    case 'assessmentItem':
      return 'qti_item';
    default:
      return null;
  }
}
