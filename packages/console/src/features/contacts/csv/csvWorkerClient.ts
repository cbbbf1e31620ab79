import type { ContactFile, ParsedContacts, ParseOutcome } from '@showroom/machines';
import type { UploadReply, WorkerRequest, WorkerResponse } from './protocol.ts';

type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;
type Pending = { resolve: (response: WorkerResponse) => void; reject: (error: unknown) => void };

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

/** One worker for the console's lifetime, started on first use. */
function ask(request: Request): Promise<WorkerResponse> {
  if (!worker) {
    worker = new Worker(new URL('./csvWorker.ts', import.meta.url), {
      type: 'module',
      name: 'contacts',
    });
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      pending.get(event.data.id)?.resolve(event.data);
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
    pending.set(id, { resolve, reject });
    worker!.postMessage({ ...request, id });
  });
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
 * the contract client. Resolves with the reply; rejects with a TypeError when no reply came, as
 * fetch does, so the machine tells the two apart the same way as for any other call.
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
  if (response.type === 'expired') throw new Error('The parsed file is no longer kept; choose it again');
  throw new TypeError('Failed to fetch');
}
