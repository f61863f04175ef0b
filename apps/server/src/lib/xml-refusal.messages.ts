import { defineMessages } from './i18n';

/**
 * Why XML from outside (an IdP's metadata, an imported quiz file or package manifest) was not read,
 * inside the sentence of whoever asked ("Lyceum could not read the identity provider's metadata …:
 * {reason}", "The XML cannot be read: {why}"): lower case, no full stop.
 */
export const XML_REFUSALS = defineMessages({
  doctype: { id: 'server.xml.doctype', defaultMessage: 'the XML declares a DOCTYPE or entities, which Lyceum does not read', description: 'Why XML was refused; keep DOCTYPE and XML' },
  notWellFormed: { id: 'server.xml.notWellFormed', defaultMessage: 'the XML is not well-formed ({detail})', description: "Why XML was refused; {detail} is what is wrong and where (server.xml.fault.*), or for a rare fault the XML parser's own English" },
  noRoot: { id: 'server.xml.noRoot', defaultMessage: 'the XML has no root element', description: 'Why XML was refused' },
});

/**
 * What is wrong in XML that is not well-formed, by the kind the parser names (lib/xml-faults.ts),
 * inside "the XML is not well-formed (…)". {line} and {column} are where the tag the parser was
 * reading starts (hence "near"); {name} an element, attribute or entity as written in the file.
 */
export const XML_FAULTS = defineMessages({
  empty: { id: 'server.xml.fault.empty', defaultMessage: 'the file is empty', description: 'What is wrong in XML; lower case' },
  unknownEntity: {
    id: 'server.xml.fault.unknownEntity',
    defaultMessage: 'near line {line}, column {column}: {name} is not one of the five entities XML knows: &amp; &lt; &gt; &quot; &apos;',
    description: 'What is wrong in XML: an entity such as &nbsp; that XML does not define; keep the five entities as they are; lower case',
  },
  commentNotClosed: { id: 'server.xml.fault.commentNotClosed', defaultMessage: 'a comment that starts near line {line}, column {column} is never closed with -->', description: 'What is wrong in XML; keep -->; lower case' },
  attributeTwice: { id: 'server.xml.fault.attributeTwice', defaultMessage: 'near line {line}, column {column}: the attribute {name} is given twice in one tag', description: 'What is wrong in XML; {name} an attribute name; lower case' },
  attributeValueNotClosed: { id: 'server.xml.fault.attributeValueNotClosed', defaultMessage: "near line {line}, column {column}: an attribute's value has no closing quote", description: 'What is wrong in XML; lower case' },
  attributeWithoutValue: { id: 'server.xml.fault.attributeWithoutValue', defaultMessage: 'near line {line}, column {column}: an attribute has no value in quotes, as in name="value"', description: 'What is wrong in XML; keep name="value"; lower case' },
  badAttributeName: { id: 'server.xml.fault.badAttributeName', defaultMessage: 'near line {line}, column {column}: {name} is not a valid attribute name', description: 'What is wrong in XML; {name} as written in the file; lower case' },
  badElementName: { id: 'server.xml.fault.badElementName', defaultMessage: 'near line {line}, column {column}: {name} is not a valid element name', description: 'What is wrong in XML; {name} as written in the file; lower case' },
  tagNotClosed: { id: 'server.xml.fault.tagNotClosed', defaultMessage: 'near line {line}, column {column}: the tag {name} is not closed with >', description: 'What is wrong in XML: a < comes before the tag ends; {name} an element name; lower case' },
  endTagNotClosed: { id: 'server.xml.fault.endTagNotClosed', defaultMessage: 'near line {line}, column {column}: the end tag of {name} is not closed with >', description: 'What is wrong in XML; {name} an element name; lower case' },
  endTagExtra: { id: 'server.xml.fault.endTagExtra', defaultMessage: 'near line {line}, column {column}: the end tag of {name} has more in it than the name', description: 'What is wrong in XML; {name} an element name; lower case' },
  outsideRoot: {
    id: 'server.xml.fault.outsideRoot',
    defaultMessage: 'near line {line}, column {column}: an element lies outside the root element, which must hold all the others',
    description: 'What is wrong in XML: a second top-level element; lower case',
  },
  slashNotClosing: { id: 'server.xml.fault.slashNotClosing', defaultMessage: 'near line {line}, column {column}: a / in a tag is not followed by >', description: 'What is wrong in XML; keep / and >; lower case' },
  unexpectedEnd: { id: 'server.xml.fault.unexpectedEnd', defaultMessage: 'the file ends inside the tag that starts near line {line}, column {column}', description: 'What is wrong in XML; lower case' },
});
