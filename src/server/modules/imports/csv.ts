/**
 * A CSV file of a LinkedIn data export, read strictly: UTF-8 (a leading byte-order mark is dropped, as
 * Excel writes one), RFC 4180 quoting, a header row. A file in UTF-16, with bytes that are no UTF-8,
 * with a quote never closed or a quote inside an unquoted value is refused with the file and line
 * (csv-parse's strict mode, decision 0269). Rows come back as `{header: value}` with their line.
 *
 * Source: docs/decisions/0269-imports-from-linkedin-and-bibtex.md.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { fileError } from './source.js';
import { count, SOURCE_LIMITS } from './limits.js';

/** One data row: its values by header (as written in the file), and the line it starts on. */
export interface CsvRow {
  line: number;
  values: Record<string, string>;
}

/** The header (as written, trimmed) and the data rows of a CSV. */
export interface CsvTable {
  headers: string[];
  rows: CsvRow[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decode `bytes` (the file `name`) as UTF-8 text.
 * @throws SourceFileError 400 for UTF-16 (a UTF-16 byte-order mark, or NUL bytes) or bytes that are no UTF-8.
 */
export function decodeText(name: string, bytes: Uint8Array): string {
  const utf16 =
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    bytes.subarray(0, 512).includes(0);
  if (utf16) {
    throw fileError(
      400,
      name,
      1,
      'the file is in UTF-16 (or holds NUL bytes); Vitae reads UTF-8 text, as LinkedIn writes it. Save it as UTF-8 and try again.',
    );
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    // The line of the first byte that is no UTF-8.
    let line = 1;
    for (let end = 0; end <= bytes.length; end += 1) {
      try {
        utf8.decode(bytes.subarray(0, end));
      } catch {
        line = bytes.subarray(0, end).filter((byte) => byte === 0x0a).length + 1;
        break;
      }
    }
    throw fileError(400, name, line, 'the file is not UTF-8 text. Save it as UTF-8 and try again.');
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Parse the CSV `text` of the file `name`.
 * @throws SourceFileError 400 naming the line (broken quoting, a row wider than the header), 413 past
 *   {@link SOURCE_LIMITS}.sectionEntries rows.
 */
export function parseCsv(name: string, text: string): CsvTable {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      relax_column_count_less: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      to: SOURCE_LIMITS.sectionEntries + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line =
        error.code === 'CSV_QUOTE_NOT_CLOSED'
          ? unclosedQuoteLine(text)
          : (error as CsvError & { lines?: number }).lines;
      throw fileError(400, name, line, csvProblem(error));
    }
    throw error;
  }
  const [header, ...data] = records;
  if (!header) return { headers: [], rows: [] };
  if (data.length > SOURCE_LIMITS.sectionEntries) {
    throw fileError(
      413,
      name,
      data[SOURCE_LIMITS.sectionEntries]!.info.lines,
      `the file has more than ${count(SOURCE_LIMITS.sectionEntries)} rows; Vitae imports at most ${count(SOURCE_LIMITS.sectionEntries)} in one section.`,
    );
  }
  const headers = header.record.map((value) => value.trim());
  const rows = data.map(({ record, info }) => {
    const values: Record<string, string> = {};
    headers.forEach((head, index) => {
      if (head !== '' && !Object.hasOwn(values, head)) values[head] = record[index] ?? '';
    });
    // csv-parse counts the lines up to the record's end; a value with line breaks starts earlier.
    const breaks = record.reduce((sum, value) => sum + (value.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
    return { line: info.lines - breaks, values };
  });
  return { headers, rows };
}

/** The line of the quote that opens a value and is never closed (RFC 4180 quoting). */
function unclosedQuoteLine(text: string): number {
  let line = 1;
  let opened = 0;
  let quoted = false;
  let atStart = true;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') index += 1;
        else quoted = false;
      } else if (char === '\n') line += 1;
      continue;
    }
    if (char === '"' && atStart) {
      quoted = true;
      opened = line;
    }
    if (char === '\n') line += 1;
    atStart = char === ',' || char === '\n' || char === '\r';
  }
  return quoted ? opened : line;
}

/** What went wrong, in the owner's words. */
function csvProblem(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted value is never closed (a " is missing).';
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'a quote (") stands inside a value; a value with quotes must be quoted, each quote doubled ("").';
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
    case 'CSV_RECORD_INCONSISTENT_COLUMNS':
      return 'the row has more values than the header has columns.';
    default:
      return `the file is not a valid CSV file (${error.message}).`;
  }
}
