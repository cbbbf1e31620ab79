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
    };

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
  /** No reply came (fetch rejected): the console says the server is unreachable. */
  | { id: number; type: 'unreachable' }
  /** The rows of that handle are gone (a newer file replaced them): choose the file again. */
  | { id: number; type: 'expired' };

/** The contract client's result of POST /web/contact/. */
export type UploadReply =
  | { status: 'success'; payload: unknown; httpStatus: number }
  | { status: 'error'; message: string; httpStatus: number };

/** Rows the verify step shows (spec 1 §2 preview table); the whole list is on the detail screen. */
export const previewRows = 50;
