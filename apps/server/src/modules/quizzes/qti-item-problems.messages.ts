import { defineMessages } from '../../lib/i18n';

/**
 * What the QTI 3.0 / 2.x item reader says about an item in an import's preview, in the teacher's
 * language. English is QTI_MSG's (qti-item-reader.ts), held equal by qti-item-reader.test.ts;
 * numbers arrive written. Keep "QTI", "Lyceum", element and template names as they are.
 */
export const QTI_ITEM_PROBLEMS = defineMessages({
  notAnItem: {
    id: 'server.quizImport.qti.notAnItem',
    defaultMessage: 'This file is not a QTI assessment item (its root is not qti-assessment-item or assessmentItem)',
    description: 'Problem of a file in a QTI import preview; keep qti-assessment-item and assessmentItem',
  },
  unsupported: {
    id: 'server.quizImport.qti.unsupported',
    defaultMessage: 'The {name} interaction has no Lyceum kind and cannot be imported',
    description: "Problem of an item in a QTI import preview; {name} is QTI's name of the interaction (hotspot, slider)",
  },
  noInteraction: { id: 'server.quizImport.qti.noInteraction', defaultMessage: 'The item has no interaction to answer', description: 'Problem of an item in a QTI import preview' },
  severalInteractions: {
    id: 'server.quizImport.qti.severalInteractions',
    defaultMessage: 'The item has more than one interaction; Lyceum items have one (or gaps in one text)',
    description: 'Problem of an item in a QTI import preview',
  },
  noKey: { id: 'server.quizImport.qti.noKey', defaultMessage: 'The item has no correct response, so it cannot be graded by the machine', description: 'Problem of an item in a QTI import preview' },
  feedbackDropped: { id: 'server.quizImport.qti.feedbackDropped', defaultMessage: 'Feedback (modal or inline) is not kept', description: 'Warning on an item in a QTI import preview' },
  templateNamed: { id: 'server.quizImport.qti.templateNamed', defaultMessage: 'Scored by the standard template {name}', description: "Warning on an item in a QTI import preview; {name} is the template's file name (match_correct)" },
  customProcessing: {
    id: 'server.quizImport.qti.customProcessing',
    defaultMessage: 'Its own response processing is read for its key only: Lyceum scores the kind its own way',
    description: 'Warning on an item in a QTI import preview',
  },
  numberKey: { id: 'server.quizImport.qti.numberKey', defaultMessage: 'The correct response "{text}" is not a number', description: 'Problem of an item in a QTI import preview; {text} is what the file wrote' },
  contentDropped: {
    id: 'server.quizImport.qti.contentDropped',
    defaultMessage:
      '{count, plural, one {{shown} element was} other {{shown} elements were}} left out of the text: scripts, styles, frames, forms and other vocabularies (xi:include, MathML) are not imported',
    description: 'Warning on an item in a QTI import preview; {shown} is {count} written as a number; keep xi:include and MathML',
  },
});
