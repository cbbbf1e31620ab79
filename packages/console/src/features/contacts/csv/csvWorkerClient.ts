import type {
  ContactBankRow,
  ContactFile,
  FetchListReply,
  ParsedContacts,
  ParseOutcome,
  UploadReply,
} from '@showroom/machines';
import { decodeRows, type WorkerRequest, type WorkerResponse } from './protocol.ts';

type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;
type Pending = {
  resolve: (response: WorkerResponse) => void;
  reject: (error: unknown) => void;
  /** The 'rows' messages that came before the answer, in order. */
  rows: Record<string, string>[][];
};

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

/** One worker for the console's lifetime, started on first use. */
function ask(request: Request, rows: Record<string, string>[][] = []): Promise<WorkerResponse> {
  if (!worker) {
    worker = new Worker(new URL('./csvWorker.ts', import.meta.url), {
      type: 'module',
      name: 'contacts',
    });
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const call = pending.get(event.data.id);
      if (event.data.type === 'rows') {
        call?.rows.push(decodeRows(event.data.headers, event.data.json));
        return;
      }
      call?.resolve(event.data);
      pending.delete(event.data.id);
    };
    // A crashed worker fails what it was doing; the next call starts a fresh one.
    worker.onerror = (error) => {
      for (const call of pending.values()) call.reject(error);
      pending.clear();
      worker?.terminate();
      worker = undefined;
    };
  }
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, rows });
    worker!.postMessage({ ...request, id });
  });
}

/** A call the worker made failed without an envelope: reject the way the contract client does. */
function callFailed(response: WorkerResponse): never {
  if (response.type === 'invalidReply') throw new Error(response.message);
  if (response.type === 'expired') throw new Error('The parsed file is no longer kept; choose it again');
  // No reply came: a TypeError, as fetch rejects, so the machines tell it apart like any other call.
  throw new TypeError('Failed to fetch');
}

/**
 * The upload machine's `parseFile`: reads and parses the file in the worker. A file that cannot
 * be read rejects (spec 1 §8 'Error uploading file'); a file that is not a usable list resolves
 * with the message that says why.
 */
export async function parseContactFile(file: ContactFile): Promise<ParseOutcome> {
  const response = await ask({ type: 'parse', file: file as unknown as Blob });
  if (response.type === 'refused') return { status: 'refused', message: response.message };
  if (response.type !== 'parsed') throw new Error('The file could not be read');
  const parsed: ParsedContacts = {
    fileName: file.name,
    preview: response.preview,
    rowCount: response.rowCount,
    columnCount: response.columnCount,
    data: response.handle,
  };
  return { status: 'parsed', parsed };
}

/**
 * The upload machine's `upload`: the worker builds the bank and makes POST /web/contact/ through
 * the contract client. Resolves with the reply (a reply outside the contract as an error reply
 * with its message); rejects with a TypeError when no reply came.
 */
export async function uploadContactList(
  parsed: ParsedContacts,
  firstRowIsHeader: boolean,
  fields: { companyId: string; salesRepId: string; name: string; dateCreated: string },
  token: string | undefined,
): Promise<UploadReply> {
  const response = await ask({
    type: 'upload',
    handle: parsed.data as number,
    firstRowIsHeader,
    fields,
    token,
  });
  if (response.type === 'uploaded') return response.reply;
  if (response.type === 'invalidReply')
    return { status: 'error', payload: null, message: response.message, httpStatus: response.httpStatus };
  return callFailed(response);
}

/**
 * The detail machine's `fetchList`: GET /web/contact/{id} made by the worker, whose contract
 * client parses and checks the bank there. The main thread receives the checked record with its
 * first rows only (protocol.ts `firstRows`): the grid draws them at once.
 */
export async function fetchContactList(listId: string, token: string | undefined): Promise<FetchListReply> {
  const response = await ask({ type: 'fetchList', listId, token });
  if (response.type !== 'fetched') return callFailed(response);
  return response.reply;
}

/** Resolves once the browser has painted what the last update drew. */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame === 'undefined') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/**
 * The detail machine's `fetchRows`: the rows of the list after the first `from`, from the bank the
 * worker checked. Asked for after the first rows are painted, so reading 100,000 rows on this
 * thread never delays them.
 */
export async function fetchContactRows(
  listId: string,
  from: number,
  token: string | undefined,
): Promise<ContactBankRow[]> {
  await afterPaint();
  const rows: ContactBankRow[][] = [];
  const response = await ask({ type: 'listRows', listId, from, token }, rows);
  if (response.type !== 'listed') return callFailed(response);
  // The rows came ahead of the answer, in slices (see protocol.ts 'rows').
  return rows.flat();
}

/** 'Download CSV': the list as a spreadsheet file, built in the worker from the bank it fetched. */
export async function contactListCsvFile(listId: string, token: string | undefined): Promise<Blob> {
  const response = await ask({ type: 'exportCsv', listId, token });
  if (response.type === 'exported') return response.file;
  return callFailed(response);
}
