import { describe, expect, it } from 'vitest';
import { importFormatOf } from '@/features/quizzes/lib/quiz-import-format';

describe('importFormatOf', () => {
  it('a zip is a package, XML goes by its root, other text is GIFT', () => {
    expect(importFormatOf('export.ZIP', null)).toBe('package');
    expect(importFormatOf('q.xml', '<?xml version="1.0"?>\n<!-- Moodle --><quiz><question/></quiz>')).toBe('moodle_xml');
    expect(importFormatOf('canvas.xml', '<questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2">')).toBe('canvas_qti12');
    expect(importFormatOf('item.xml', '<qti-assessment-item identifier="a">')).toBe('qti_item');
    expect(importFormatOf('item.xml', '<imsqti:assessmentItem identifier="a">')).toBe('qti_item');
    expect(importFormatOf('q.gift', '// GIFT\n::Q:: Two plus two? {=4 ~5}')).toBe('gift');
    expect(importFormatOf('page.xml', '<html><body/></html>')).toBeNull();
  });
});
