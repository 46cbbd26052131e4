import { open, stat, type FileHandle } from 'node:fs/promises';
import ExcelJS from 'exceljs';

/** A cell of an export. */
export type ReportValue = string | number | null;

export interface ReportColumn {
  title: string;
  /** Column width in characters (XLSX). */
  width?: number;
}

/** Writes an export file page by page, never holding more than a page. */
export interface RowWriter {
  /** Appends rows; resolves when the file can take more. */
  write(rows: ReportValue[][]): Promise<void>;
  /** Bytes safely on disk: the offset a resumed export cuts the file back to (0: this format cannot resume). */
  sync(): Promise<number>;
  /** Completes the file; answers its size. */
  close(): Promise<number>;
  /** Gives up the file (it is removed by the caller). */
  discard(): Promise<void>;
}

const BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula (=, +, -, @, tab, CR) is kept as text with a leading quote. */
const guard = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function csvField(value: ReportValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = guard(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: ReportValue[]) => `${cells.map(csvField).join(',')}\r\n`;

/**
 * CSV in UTF-8 with a byte-order mark (so that Excel reads the Chinese right), CRLF lines. `resumeAt` opens an
 * existing file cut back to that many bytes and appends after it; otherwise the file is new with the header.
 */
export async function csvWriter(file: string, columns: ReportColumn[], resumeAt?: number): Promise<RowWriter> {
  let handle: FileHandle;
  let position: number;
  if (resumeAt !== undefined) {
    handle = await open(file, 'r+');
    await handle.truncate(resumeAt);
    position = resumeAt;
  } else {
    handle = await open(file, 'w');
    const head = Buffer.from(BOM + csvLine(columns.map((c) => c.title)), 'utf8');
    await handle.write(head, 0, head.length, 0);
    position = head.length;
  }
  return {
    async write(rows) {
      if (rows.length === 0) return;
      const bytes = Buffer.from(rows.map(csvLine).join(''), 'utf8');
      await handle.write(bytes, 0, bytes.length, position);
      position += bytes.length;
    },
    async sync() {
      await handle.datasync();
      return position;
    },
    async close() {
      await handle.datasync();
      await handle.close();
      return position;
    },
    async discard() {
      await handle.close().catch(() => {});
    },
  };
}

/** What exceljs buffers between a committed row and the zip: read to wait for the zip to catch up. */
type Buffered = { _writableState?: { length?: number }; _readableState?: { length?: number } };
const MAX_BACKLOG = 1 << 20;

/**
 * XLSX through exceljs's streaming writer: rows are committed as they come, inline strings, no styles. exceljs
 * hands rows to the zip without back-pressure, so after each page this waits until the zip has taken in what
 * is buffered (at most 1 MB); a million rows then need about as much memory as a thousand.
 */
export async function xlsxWriter(file: string, columns: ReportColumn[], sheetName: string): Promise<RowWriter> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c, i) => ({ header: c.title, key: String(i), width: c.width ?? 16 }));
  const backlog = () => {
    const pipe = (sheet as unknown as { _stream?: { pipes?: Buffered[] } })._stream?.pipes?.[0];
    return (pipe?._writableState?.length ?? 0) + (pipe?._readableState?.length ?? 0);
  };
  let committed = false;
  return {
    async write(rows) {
      for (const cells of rows) sheet.addRow(cells).commit();
      // Always yield once, so that the zip runs even if exceljs's internals change and backlog() reads 0.
      do await new Promise((resolve) => setTimeout(resolve, 1));
      while (backlog() > MAX_BACKLOG);
    },
    async sync() {
      return 0;
    },
    async close() {
      committed = true;
      sheet.commit();
      await workbook.commit();
      return (await stat(file)).size;
    },
    async discard() {
      // After close() the zip is finalized or finalizing: a second commit would reject inside exceljs, unhandled.
      if (committed) return;
      committed = true;
      try {
        sheet.commit();
        await workbook.commit();
      } catch {
        /* the file is removed anyway */
      }
    },
  };
}
