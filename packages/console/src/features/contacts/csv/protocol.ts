import type { FetchListReply, UploadReply } from '@showroom/machines';

/** Messages between the console and the contacts worker (csvWorker.ts; the main thread talks to it through csvWorkerClient.ts). */
export type WorkerRequest =
  | { id: number; type: 'parse'; file: Blob }
  | {
      id: number;
      type: 'upload';
      /** The rows of a `parsed` reply. */
      handle: number;
      firstRowIsHeader: boolean;
      /** POST /web/contact/'s fields other than the bank, which the worker builds. */
      fields: { companyId: string; salesRepId: string; name: string; dateCreated: string };
      /** The session token: the worker makes the call through the contract client itself. */
      token: string | undefined;
    }
  /**
   * GET /web/contact/{id}: the worker reads and checks the bank (15 MB of JSON at the limit) and
   * answers with the record and its first `firstRows` rows only.
   */
  | { id: number; type: 'fetchList'; listId: string; token: string | undefined }
  /** The rows of the fetched list after the first `from` (fetched again if no longer kept). */
  | { id: number; type: 'listRows'; listId: string; from: number; token: string | undefined }
  /** The list as a CSV file, built from the bank the worker fetched (fetched again if no longer kept). */
  | { id: number; type: 'exportCsv'; listId: string; token: string | undefined };

export type WorkerResponse =
  | {
      id: number;
      type: 'parsed';
      preview: string[][];
      rowCount: number;
      columnCount: number;
      /** Where the worker keeps the rows: 100,000 rows never cross to the main thread. */
      handle: number;
    }
  | { id: number; type: 'refused'; message: string }
  | { id: number; type: 'unreadable' }
  | { id: number; type: 'uploaded'; reply: UploadReply }
  /** The checked reply; a success's bank holds its first `firstRows` rows only ('listRows' has the rest). */
  | { id: number; type: 'fetched'; reply: FetchListReply }
  /**
   * A slice of a 'listRows' answer, in order, before its 'listed': each row as an array of its
   * cells in `headers` order (null where the row has no such cell), as JSON text. Text crosses
   * threads as one flat copy and JSON.parse reads it natively, where cloning 100,000 row objects
   * costs the main thread far more; small slices keep each task short.
   */
  | { id: number; type: 'rows'; headers: string[]; json: string }
  /** Every row asked for came in 'rows' messages. */
  | { id: number; type: 'listed' }
  /** The CSV file, ready to save: a Blob crosses threads without copying its bytes. */
  | { id: number; type: 'exported'; file: Blob }
  /** The server answered outside the contract (the client's ContractError), with its message. */
  | { id: number; type: 'invalidReply'; message: string; httpStatus: number }
  /** No reply came (fetch rejected): the console says the server is unreachable. */
  | { id: number; type: 'unreachable' }
  /** The rows of that handle are gone (a newer file replaced them): choose the file again. */
  | { id: number; type: 'expired' };

/** Rows per 'rows' message: about 5 ms of reading each on the main thread at 5 columns. */
export const rowsPerMessage = 5000;

/**
 * Rows that come with the record: more than a tall screen shows, few enough to cross threads at
 * once. The grid draws them while the rest is handed over (issue 9: the detail of 100,000 rows
 * took 1.4 s to open under load while every row crossed first).
 */
export const firstRows = 200;

/** Rows the verify step shows (spec 1 §2 preview table); the whole list is on the detail screen. */
export const previewRows = 50;

type Row = Record<string, string>;

/** Rows as the 'rows' message carries them: JSON text of each row's cells in `headers` order. */
export const encodeRows = (headers: string[], rows: Row[]) =>
  JSON.stringify(rows.map((row) => headers.map((header) => row[header] ?? null)));

/** A 'rows' message's text back into row objects: a row has a cell for each header it had. */
export function decodeRows(headers: string[], json: string): Row[] {
  const cells = JSON.parse(json) as (string | null)[][];
  const rows = new Array<Row>(cells.length);
  for (let index = 0; index < cells.length; index++) {
    const row: Row = {};
    const values = cells[index]!;
    for (let column = 0; column < headers.length; column++) {
      const value = values[column];
      if (value != null) row[headers[column]!] = value;
    }
    rows[index] = row;
  }
  return rows;
}
