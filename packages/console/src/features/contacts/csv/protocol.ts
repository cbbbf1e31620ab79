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
  /** GET /web/contact/{id}: the worker reads and checks the bank (15 MB of JSON at the limit). */
  | { id: number; type: 'fetchList'; listId: string; token: string | undefined }
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
  /**
   * A slice of the fetched list's rows, in order, before its 'fetched': many small messages are
   * read on the main thread as many short tasks, where 100,000 rows at once would be one long one.
   */
  | { id: number; type: 'rows'; rows: Record<string, string>[] }
  /** The checked reply; a success's bank holds no rows here: they came in 'rows' messages. */
  | { id: number; type: 'fetched'; reply: FetchListReply }
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

/** Rows the verify step shows (spec 1 §2 preview table); the whole list is on the detail screen. */
export const previewRows = 50;
