import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import markdown from 'highlight.js/lib/languages/markdown';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import sql from 'highlight.js/lib/languages/sql';
import xml from 'highlight.js/lib/languages/xml';

/*
 * highlight.js for the editor's code blocks, a chunk of its own that the editor's loader evaluates
 * a task before Quill's (lazy-rich-text-editor.tsx). Only the spec's languages are registered, not
 * highlight.js's ~190, to keep it small. 'cs' is an alias of csharp, which is how Quill names C#.
 */
const LANGUAGES = { bash, cpp, csharp, css, diff, java, javascript, markdown, php, python, ruby, sql, xml };
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);

export { hljs };
