import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse, CsvError } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { JobFailure } from '../../job/job.worker.js';

export type SheetFormat = 'csv' | 'xlsx';
export type Charset = 'UTF-8' | 'GBK';

/** One row of a sheet: its number as a spreadsheet shows it (1 = the first line) and its cells as text. */
export interface SheetRow {
  row_no: number;
  cells: string[];
}

/** The file's type by its first bytes, whatever its name says. */
export async function sniff(file: string): Promise<SheetFormat | 'xls' | 'unknown'> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'xlsx';
    if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'xls';
    // Text has no NUL bytes (UTF-16 files do; they are not CSV as the template means it).
    return bytes.includes(0) ? 'unknown' : 'csv';
  } finally {
    await handle.close();
  }
}

/**
 * Whether a CSV's bytes fit the charset chosen: a file that is not valid UTF-8 was not saved as UTF-8, and
 * a file with a UTF-8 byte-order mark, or valid UTF-8 with Chinese in it, was not saved as GBK (GBK text is
 * almost never valid UTF-8). Reads the first 64 KB. Answers the Chinese message when it does not fit.
 */
export async function charsetMismatch(file: string, charset: Charset): Promise<string | undefined> {
  const handle = await open(file, 'r');
  let bytes: Buffer;
  try {
    const buffer = Buffer.alloc(65536);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    bytes = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  let utf8 = true;
  try {
    // stream: true tolerates a character cut at the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    utf8 = false;
  }
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const nonAscii = bytes.some((b) => b >= 0x80);
  if (charset === 'UTF-8' && !utf8) return '文件不是 UTF-8 编码，请将文件编码选择为 GBK 后重新导入';
  if (charset === 'GBK' && (bom || (utf8 && nonAscii))) return '文件是 UTF-8 编码，请将文件编码选择为 UTF-8 后重新导入';
  return undefined;
}

/** A cell of exceljs as the text a person sees. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    // exceljs reads a date cell as that wall-clock time in UTC.
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  }
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((run) => run.text).join('');
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
    if ('error' in v) return '';
  }
  return String(value);
}

async function* csvRows(file: string, charset: Charset): AsyncGenerator<SheetRow> {
  const source = createReadStream(file);
  const decoder = iconv.decodeStream(charset === 'GBK' ? 'gbk' : 'utf8', { stripBOM: true });
  const parser = parse({ relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  source.on('error', (error) => parser.destroy(error));
  decoder.on('error', (error) => parser.destroy(error));
  source.pipe(decoder).pipe(parser);
  let rowNo = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNo++;
      yield { row_no: rowNo, cells: record };
    }
  } catch (error) {
    if (error instanceof CsvError) throw new JobFailure(`文件第 ${rowNo + 1} 行附近无法解析（${error.code}），请检查引号是否成对后重新导入`);
    throw error;
  } finally {
    source.destroy();
    parser.destroy();
  }
}

async function* xlsxRows(file: string): AsyncGenerator<SheetRow> {
  const source = createReadStream(file);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        const values = Array.isArray(row.values) ? row.values : [];
        // exceljs rows are 1-based (index 0 is empty).
        yield { row_no: row.number, cells: values.slice(1).map((v: unknown) => cellText(v)) };
      }
      // Only the first sheet holds data; later sheets are notes (the template's 填写说明).
      break;
    }
  } catch (error) {
    if (error instanceof JobFailure) throw error;
    throw new JobFailure(`Excel 文件无法读取（${(error as Error).message.slice(0, 80)}），请用 Excel 重新保存为 .xlsx 后导入`);
  } finally {
    source.destroy();
  }
}

/** The rows of a CSV (UTF-8 or GBK) or XLSX file, streamed; blank rows are left out. */
export async function* readRows(file: string, format: SheetFormat, charset: Charset): AsyncGenerator<SheetRow> {
  const rows = format === 'csv' ? csvRows(file, charset) : xlsxRows(file);
  for await (const row of rows) {
    const cells = row.cells.map((cell) => cell.trim());
    if (cells.every((cell) => cell === '')) continue;
    yield { row_no: row.row_no, cells };
  }
}
