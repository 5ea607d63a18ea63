/**
 * The files a translator works in: XLIFF 2.0 (CAT tools) and CSV (a spreadsheet). One text per
 * unit or line: its key, the source, the translation (empty while missing) and, for the
 * translator's information, its state. Readers keep each text's line so a refusal can name it;
 * what a file means for the area (keys, limits, languages) is checked in translation-import.rules.ts.
 */
import { stringify } from 'csv-stringify/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { TRANSLATION_STATES, type TranslationFormat, type TranslationState } from '@youlan/contract';

export interface FileText {
  key: string;
  source: string;
  /** '' while missing. */
  translation: string;
  state?: TranslationState | undefined;
}

export interface TranslationFile {
  srcLang: string;
  trgLang: string;
  texts: FileText[];
}

/** A text as read back: the line it starts on (CSV: the record's first line; XLIFF: its unit's). */
export interface ReadText extends FileText {
  line: number;
}

export interface ReadFile {
  srcLang: string;
  trgLang: string;
  /** Where the languages are written (the CSV header, the <xliff> element). */
  languagesLine: number;
  texts: ReadText[];
}

/** One thing wrong with a file, where it is. */
export interface FileProblem {
  line: number | null;
  key?: string | undefined;
  message: string;
}

/** A file that cannot be read at all, or whose texts do not fit the area: nothing of it is saved. */
export class TranslationFileRefused extends Error {
  readonly problems: FileProblem[];
  constructor(problems: FileProblem[]) {
    super(problems.map(describeProblem).join('; '));
    this.problems = problems;
  }
}

export function describeProblem(problem: FileProblem): string {
  const where = [problem.line !== null ? `line ${problem.line}` : null, problem.key ? `"${problem.key}"` : null].filter(Boolean).join(' ');
  return where ? `${where}: ${problem.message}` : problem.message;
}

export const FILE_CONTENT_TYPES: Record<TranslationFormat, string> = {
  xliff: 'application/xliff+xml; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

export function writeTranslationFile(format: TranslationFormat, file: TranslationFile): string {
  return format === 'xliff' ? writeXliff(file) : writeCsv(file);
}

/** Throws TranslationFileRefused when the file is malformed. */
export function readTranslationFile(format: TranslationFormat, content: string): ReadFile {
  return format === 'xliff' ? readXliff(content) : readCsv(content);
}

// XLIFF 2.0 ---------------------------------------------------------------------------------------

const XLIFF_NAMESPACE = 'urn:oasis:names:tc:xliff:document:2.0';
/** The note a unit's state rides in (XLIFF's own segment states have no "outdated" or "machine"). */
const STATE_NOTE = 'youlan-state';

/**
 * Text and attribute content escaped for XML 1.0. A carriage return is written as a reference, or
 * the reader's line-end normalisation would turn it into a line feed; characters XML 1.0 cannot
 * carry at all (control characters) are dropped: no text an operator sees contains them.
 */
function escapeXml(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex -- these are exactly the characters XML 1.0 refuses
    .replace(/[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;');
}

function writeXliff(file: TranslationFile): string {
  const units = file.texts.map((text) => {
    // The state as XLIFF knows it: initial (to translate), translated (a draft, here machine or outdated), final.
    const state = text.state === 'done' ? 'final' : text.state === 'missing' || text.state === undefined ? 'initial' : 'translated';
    const note = text.state ? `<notes><note category="${STATE_NOTE}">${text.state}</note></notes>` : '';
    return (
      `  <unit id="${escapeXml(text.key)}">${note}<segment state="${state}">` +
      `<source>${escapeXml(text.source)}</source><target>${escapeXml(text.translation)}</target></segment></unit>\n`
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<xliff xmlns="${XLIFF_NAMESPACE}" version="2.0" srcLang="${escapeXml(file.srcLang)}" trgLang="${escapeXml(file.trgLang)}">\n` +
    ` <file id="texts" xml:space="preserve">\n${units.join('')} </file>\n</xliff>\n`
  );
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Numeric character references (&#13;) are XML; the parser decodes them only with this on.
  htmlEntities: true,
  alwaysCreateTextNode: true,
  captureMetaData: true,
  isArray: (name) => ['file', 'unit', 'notes', 'note', 'segment', 'source', 'target'].includes(name),
});
// The parser's typings say `Symbol` (the wrapper object); it is a symbol.
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

type XmlNode = Record<string | symbol, unknown> & { '#text'?: string };

function readXliff(content: string): ReadFile {
  const xml = content.replace(/^\uFEFF/, '');
  // No document type: an entity defined there could expand a few bytes into gigabytes.
  const doctype = /<!DOCTYPE/i.exec(xml);
  if (doctype) throw new TranslationFileRefused([{ line: lineAt(xml, doctype.index), message: 'a document type (<!DOCTYPE>) is not accepted in an XLIFF file' }]);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new TranslationFileRefused([{ line: valid.err.line ?? null, message: `not well-formed XML: ${valid.err.msg}` }]);
  const document = parser.parse(xml) as Record<string, unknown>;
  const root = document['xliff'] as XmlNode | undefined;
  if (!root || typeof root !== 'object') throw new TranslationFileRefused([{ line: 1, message: 'not an XLIFF file: its root element is not <xliff>' }]);
  if (root['@version'] !== '2.0' && root['@version'] !== '2.1') throw new TranslationFileRefused([{ line: 1, message: `XLIFF version "${String(root['@version'] ?? '')}" is not 2.0` }]);
  const srcLang = root['@srcLang'];
  const trgLang = root['@trgLang'];
  if (typeof srcLang !== 'string' || typeof trgLang !== 'string') throw new TranslationFileRefused([{ line: 1, message: 'the <xliff> element needs srcLang and trgLang' }]);

  const lines = lineIndex(xml);
  const languagesLine = lines(startOf(root));
  const texts: ReadText[] = [];
  const problems: FileProblem[] = [];
  for (const file of asNodes(root['file'])) {
    for (const unit of asNodes(file['unit'])) {
      const line = lines(startOf(unit));
      const key = unit['@id'];
      if (typeof key !== 'string' || key === '') {
        problems.push({ line, message: 'a <unit> without an id' });
        continue;
      }
      const segments = asNodes(unit['segment']);
      if (segments.length !== 1) {
        problems.push({ line, key, message: `a unit needs exactly one <segment> (it has ${segments.length})` });
        continue;
      }
      const segment = segments[0]!;
      const source = textOf(segment['source']);
      const target = segment['target'] === undefined ? '' : textOf(segment['target']);
      if (source === null || target === null) {
        problems.push({ line, key, message: 'a <source> or <target> holds elements: write markup as text (&lt;p&gt;), one <source> and at most one <target>' });
        continue;
      }
      texts.push({ key, source, translation: target, state: stateNote(unit), line });
    }
  }
  if (problems.length) throw new TranslationFileRefused(problems);
  return { srcLang, trgLang, languagesLine, texts };
}

/** Where an element starts in the document (its metadata from the parser). */
function startOf(node: XmlNode): number {
  return (node[META] as { startIndex?: number } | undefined)?.startIndex ?? 0;
}

/** The state written for the translator's information, when the unit still carries it. */
function stateNote(unit: XmlNode): TranslationState | undefined {
  const notes = asNodes(unit['notes']).flatMap((notes) => asNodes(notes['note']));
  const state = notes.find((note) => note['@category'] === STATE_NOTE)?.['#text'];
  return (TRANSLATION_STATES as readonly string[]).includes(state ?? '') ? (state as TranslationState) : undefined;
}

function asNodes(value: unknown): XmlNode[] {
  return Array.isArray(value) ? (value.filter((item) => item && typeof item === 'object') as XmlNode[]) : [];
}

/** The text of a one-element list holding text only; null when it holds elements or is repeated. */
function textOf(value: unknown): string | null {
  if (!Array.isArray(value) || value.length !== 1) return null;
  const node = value[0] as XmlNode;
  if (Object.keys(node).some((name) => !name.startsWith('@') && name !== '#text')) return null;
  return node['#text'] ?? '';
}

// CSV ---------------------------------------------------------------------------------------------

const CSV_HEADER = { key: 'key', source: 'source', translation: 'translation', state: 'state' } as const;

/** RFC 4180 with a byte-order mark, so Excel opens the UTF-8 as UTF-8; the languages ride in the header. */
function writeCsv(file: TranslationFile): string {
  const header = [CSV_HEADER.key, `${CSV_HEADER.source} (${file.srcLang})`, `${CSV_HEADER.translation} (${file.trgLang})`, CSV_HEADER.state];
  const rows = file.texts.map((text) => [text.key, text.source, text.translation, text.state ?? '']);
  return stringify([header, ...rows], { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

interface CsvRecord {
  line: number;
  cells: string[];
}

/** RFC 4180 records with the line each starts on; a line end inside quotes belongs to the cell. */
function parseCsv(content: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let afterQuote = false;
  let index = 0;
  const endCell = () => {
    cells.push(cell);
    cell = '';
    afterQuote = false;
  };
  const endRecord = () => {
    endCell();
    records.push({ line: recordLine, cells });
    cells = [];
  };
  while (index < content.length) {
    const char = content[index]!;
    if (quoted) {
      if (char === '"') {
        if (content[index + 1] === '"') {
          cell += '"';
          index += 2;
          continue;
        }
        quoted = false;
        afterQuote = true;
      } else {
        if (char === '\n' || (char === '\r' && content[index + 1] !== '\n')) line += 1;
        cell += char;
      }
      index += 1;
      continue;
    }
    if (char === ',') endCell();
    else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && content[index + 1] === '\n') index += 1;
      line += 1;
      recordLine = line;
    } else if (char === '"') {
      if (cell !== '' || afterQuote) throw new TranslationFileRefused([{ line, message: 'a quote (") inside a cell that does not start with one: quote the whole cell and double the quote' }]);
      quoted = true;
    } else {
      if (afterQuote) throw new TranslationFileRefused([{ line, message: 'text after a quoted cell\'s closing quote' }]);
      cell += char;
    }
    index += 1;
  }
  if (quoted) throw new TranslationFileRefused([{ line: recordLine, message: 'a quoted cell is never closed' }]);
  // The last record, unless the file ends with a line end.
  if (cell !== '' || cells.length > 0 || afterQuote) endRecord();
  return records;
}

function readCsv(content: string): ReadFile {
  const records = parseCsv(content.replace(/^\uFEFF/, ''));
  const [header, ...rows] = records;
  const names = header?.cells.map((cell) => cell.trim()) ?? [];
  const source = /^source \(([^()]+)\)$/i.exec(names[1] ?? '');
  const target = /^translation \(([^()]+)\)$/i.exec(names[2] ?? '');
  const hasState = names[3]?.toLowerCase() === CSV_HEADER.state;
  if (names[0]?.toLowerCase() !== CSV_HEADER.key || !source || !target || names.length > (hasState ? 4 : 3)) {
    throw new TranslationFileRefused([{ line: 1, message: 'the first line must be the header: key,source (<language>),translation (<language>)[,state], e.g. key,source (zh-CN),translation (ja),state' }]);
  }
  const width = hasState ? 4 : 3;
  const texts: ReadText[] = [];
  const problems: FileProblem[] = [];
  for (const row of rows) {
    // A blank line (a spreadsheet's trailing one) is no text.
    if (row.cells.length === 1 && row.cells[0] === '') continue;
    if (row.cells.length !== width) {
      problems.push({ line: row.line, key: row.cells[0], message: `${row.cells.length} cells where the header has ${width}` });
      continue;
    }
    const [key = '', sourceText = '', translation = '', state = ''] = row.cells;
    texts.push({ key: key.trim(), source: sourceText, translation, state: (TRANSLATION_STATES as readonly string[]).includes(state) ? (state as TranslationState) : undefined, line: row.line });
  }
  if (problems.length) throw new TranslationFileRefused(problems);
  return { srcLang: source[1]!.trim(), trgLang: target[1]!.trim(), languagesLine: 1, texts };
}

// Lines -------------------------------------------------------------------------------------------

/** A lookup from a character offset to its 1-based line. */
function lineIndex(text: string): (offset: number) => number {
  const starts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

function lineAt(text: string, offset: number): number {
  return lineIndex(text)(offset);
}
