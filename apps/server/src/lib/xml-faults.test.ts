import { describe, expect, it } from 'vitest';
import { textIn } from './http-errors';
import { parseXml, XmlRefused } from './safe-xml';
import { xmlReasonOf, xmlRefusalText } from './xml-refusal-text';

/** parseXml's refusal of `xml`: what it names, and its words in each language. */
function refusalOf(xml: string) {
  try {
    parseXml(xml);
  } catch (error) {
    if (!(error instanceof XmlRefused)) throw error;
    const text = xmlRefusalText(error);
    return { fault: error.fault, en: textIn('en', text), es: textIn('es', text), ja: textIn('ja', text), ar: textIn('ar', text) };
  }
  throw new Error(`read: ${xml}`);
}

const NOT_WELL_FORMED = { en: 'the XML is not well-formed', es: 'el XML no está bien formado', ja: 'XML の形式が正しくありません', ar: 'ملف XML غير سليم البنية' };

describe("the XML parser's faults, by the kind xmldom names, with where", () => {
  // Each: broken XML as a file has it, its kind, its English, and one other language.
  it.each([
    ['<a>\n<b x="1></b></a>', 'attributeValueNotClosed', "near line 2, column 1: an attribute's value has no closing quote", ['es', 'cerca de la línea 2, columna 1: el valor de un atributo no tiene comillas de cierre']],
    ['<a><b>&nbsp;</b></a>', 'unknownEntity', 'near line 1, column 4: &nbsp; is not one of the five entities XML knows: &amp; &lt; &gt; &quot; &apos;', ['ja', '1 行 4 列付近: &nbsp; は XML が定める 5 つのエンティティ (&amp; &lt; &gt; &quot; &apos;) のどれでもありません']],
    ['<a>\n<!-- x</a>', 'commentNotClosed', 'a comment that starts near line 2, column 1 is never closed with -->', ['ar', 'تعليق يبدأ قرب السطر 2، العمود 1 لا يُغلق أبدًا بـ -->']],
    ['<a></a>\n<b/>', 'outsideRoot', 'near line 2, column 1: an element lies outside the root element, which must hold all the others', ['es', 'cerca de la línea 2, columna 1: hay un elemento fuera del elemento raíz, que debe contener todos los demás']],
    ['<a>\n <b x="1" x="2"/></a>', 'attributeTwice', 'near line 2, column 2: the attribute x is given twice in one tag', ['ja', '2 行 2 列付近: 1 つのタグに属性 x が 2 回指定されています']],
    ['', 'empty', 'the file is empty', ['es', 'el archivo está vacío']],
    ['<a>\n<b</a>', 'tagNotClosed', 'near line 2, column 1: the tag b is not closed with >', ['ja', '2 行 1 列付近: タグ b が > で閉じられていません']],
    ['<a></a\n bogus>', 'endTagExtra', 'near line 1, column 1: the end tag of a has more in it than the name', ['es', 'cerca de la línea 1, columna 1: la etiqueta de cierre de a contiene algo más que el nombre']],
    ['<a x=></a>', 'attributeWithoutValue', 'near line 1, column 1: an attribute has no value in quotes, as in name="value"', ['ar', 'قرب السطر 1، العمود 1: إحدى السمات بلا قيمة بين علامتي اقتباس، كما في name="value"']],
    ['<a></a', 'endTagNotClosed', 'near line 1, column 1: the end tag of a is not closed with >', ['ja', '1 行 1 列付近: a の終了タグが > で閉じられていません']],
    ['<a><1b/></a>', 'badElementName', 'near line 1, column 4: 1b is not a valid element name', ['es', 'cerca de la línea 1, columna 4: 1b no es un nombre de elemento válido']],
    ['<a 1x="2"/>', 'badAttributeName', 'near line 1, column 1: 1x is not a valid attribute name', ['ja', '1 行 1 列付近: 1x は有効な属性名ではありません']],
    ['<a><b/x></b></a>', 'slashNotClosing', 'near line 1, column 4: a / in a tag is not followed by >', ['es', 'cerca de la línea 1, columna 4: una / dentro de una etiqueta no va seguida de >']],
    ['<a><b x="1"', 'unexpectedEnd', 'the file ends inside the tag that starts near line 1, column 4', ['ja', '1 行 4 列付近で始まるタグの途中でファイルが終わっています']],
  ] as const)('%j: %s', (xml, kind, english, [locale, words]) => {
    const refusal = refusalOf(xml);
    expect(refusal.fault?.kind).toBe(kind);
    expect(refusal.en).toBe(`${NOT_WELL_FORMED.en} (${english})`);
    expect(refusal[locale]).toBe(`${NOT_WELL_FORMED[locale]} (${words})`);
  });

  it('a DOCTYPE and a missing root in every language; a complaint of no known kind keeps xmldom’s words', () => {
    expect(refusalOf('<!DOCTYPE a><a/>')).toMatchObject({ fault: null, en: 'the XML declares a DOCTYPE or entities, which Lyceum does not read', es: 'el XML declara un DOCTYPE o entidades, que Lyceum no lee' });
    expect(refusalOf('just text')).toMatchObject({ en: 'the XML has no root element', ja: 'XML にルート要素がありません' });
    const unknown = new XmlRefused('notWellFormed', 'the XML is not well-formed (something new)', 'something new');
    expect(textIn('ja', xmlRefusalText(unknown))).toBe('XML の形式が正しくありません (something new)');
    expect(xmlReasonOf(new Error('disk full'))).toBe('disk full');
  });
});
