import { defineMessages } from '@/lib/i18n/messages';

/** The Import questions dialog of the quiz builder (components/quiz-import-dialog.tsx). */
export const quizImportMessages = defineMessages({
  open: { id: 'quizzes.import.open', defaultMessage: 'Import questions', description: "Quiz builder: button that opens the import dialog; also the dialog's title" },
  intro: {
    id: 'quizzes.import.intro',
    defaultMessage: 'Choose a GIFT or Moodle XML file, a QTI 3.0 or 2.1 item or package (.zip), or a Canvas QTI 1.2 export, or paste GIFT text. Nothing is added until you import.',
    description: 'Import dialog: what it takes; keep GIFT, Moodle XML, QTI and Canvas (format names)',
  },
  file: { id: 'quizzes.import.file', defaultMessage: 'File', description: 'Import dialog: label of the file chooser' },
  pasteLabel: { id: 'quizzes.import.pasteLabel', defaultMessage: 'Or paste GIFT text', description: 'Import dialog: label of the text box for GIFT questions; keep GIFT' },
  previewPasted: { id: 'quizzes.import.previewPasted', defaultMessage: 'Preview the text', description: 'Import dialog: button that reads the pasted text' },
  reading: { id: 'quizzes.import.reading', defaultMessage: 'Reading…', description: 'Import dialog: shown while the file is read' },
  unknownFormat: {
    id: 'quizzes.import.unknownFormat',
    defaultMessage: 'This file is none of the formats that can be imported.',
    description: 'Import dialog: the chosen file is not GIFT, Moodle XML, QTI or a zip',
  },
  failed: { id: 'quizzes.import.failed', defaultMessage: 'The file could not be read.', description: 'Import dialog: the preview failed without a message from the server' },
  fileProblem: { id: 'quizzes.import.fileProblem', defaultMessage: 'The file cannot be imported: {problem}', description: 'Import dialog: why the whole file cannot be read; {problem} is the reason' },
  found: {
    id: 'quizzes.import.found',
    defaultMessage: '{count, plural, =0 {No questions found} one {# question found} other {# questions found}}',
    description: 'Import dialog: heading of the preview list',
  },
  question: { id: 'quizzes.import.question', defaultMessage: 'Question {n}: {title}', description: 'Import dialog: a question of the file, by its place and title' },
  questionLine: { id: 'quizzes.import.questionLine', defaultMessage: 'Question {n} (line {line}): {title}', description: 'Import dialog: a question of a GIFT file, with the line it starts on' },
  untitled: { id: 'quizzes.import.untitled', defaultMessage: 'untitled', description: 'Import dialog: a question without a title' },
  notImportable: { id: 'quizzes.import.notImportable', defaultMessage: 'Cannot be imported', description: "Import dialog: in place of a question's kind, when it has a problem" },
  problem: { id: 'quizzes.import.problem', defaultMessage: 'Problem: {text}', description: 'Import dialog: one problem of a question; {text} says what (in English from the file reader)' },
  warning: { id: 'quizzes.import.warning', defaultMessage: 'Not kept: {text}', description: 'Import dialog: a part of the file that is not imported; {text} names it' },
  include: { id: 'quizzes.import.include', defaultMessage: 'Import this question', description: 'Import dialog: checkbox of one question (screen readers add its name)' },
  blocked: {
    id: 'quizzes.import.blocked',
    defaultMessage: '{count, plural, one {# ticked question has a problem: untick it to import the others.} other {# ticked questions have problems: untick them to import the others.}}',
    description: 'Import dialog: why Import is disabled',
  },
  noneTicked: { id: 'quizzes.import.noneTicked', defaultMessage: 'Tick the questions to import.', description: 'Import dialog: why Import is disabled when nothing is ticked' },
  tooMany: { id: 'quizzes.import.tooMany', defaultMessage: 'A quiz holds at most {max} questions: untick some.', description: 'Import dialog: too many questions ticked for the quiz' },
  submit: {
    id: 'quizzes.import.submit',
    defaultMessage: '{count, plural, one {Import # question} other {Import # questions}}',
    description: 'Import dialog: the button that adds the ticked questions to the quiz',
  },
  cancel: { id: 'quizzes.import.cancel', defaultMessage: 'Cancel', description: 'Import dialog: closes it without importing' },
  imported: {
    id: 'quizzes.import.imported',
    defaultMessage: '{count, plural, one {# question imported} other {# questions imported}}: save the quiz to keep them.',
    description: 'Quiz builder, screen readers and a notice: the import added questions to the form',
  },
});
