/// <reference lib="webworker" />
import {
  type ContactBank,
  ContractError,
  contactBankFromRows,
  createClient,
  createContactList,
  getContactList,
} from '@showroom/contract';
import { contactListCsv } from './contactListCsv.ts';
import { parseContactsCsv } from './parseContactsCsv.ts';
import {
  encodeRows,
  firstRows,
  previewRows,
  rowsPerMessage,
  type WorkerRequest,
  type WorkerResponse,
} from './protocol.ts';

/**
 * The contact lists' heavy work, off the main thread (issue 5: a 100,000-row file in under a
 * second with no main-thread task over 50 ms; issue 9: the detail screen and the export too).
 * - parse: reads and parses a CSV file; the rows stay here, the main thread holds a handle.
 * - upload: builds the bank, checks it against the contract and sends it through the same
 *   contract client the console uses, so 15 MB of JSON are never serialised on the main thread.
 * - fetchList: GET /web/contact/{id} through the contract client, which parses and checks the
 *   bank here; the main thread receives the checked record with its first rows, and draws them.
 * - listRows: the rest of those rows, asked for once the first ones are on screen.
 * - exportCsv: the list as a spreadsheet file from the bank fetched here.
 * Only the last few files and banks are kept.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: WorkerResponse) => scope.postMessage(message);

/** A few entries, oldest first, so an abandoned upload or a closed list does not hold memory long. */
class Recent<Key, Value> {
  private readonly entries = new Map<Key, Value>();
  private readonly size: number;
  constructor(size: number) {
    this.size = size;
  }
  get(key: Key) {
    return this.entries.get(key);
  }
  set(key: Key, value: Value) {
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const old of this.entries.keys()) if (this.entries.size > this.size) this.entries.delete(old);
  }
}

const parsedFiles = new Recent<number, string[][]>(2);
const fetchedBanks = new Recent<string, ContactBank>(2);
let nextHandle = 0;

/**
 * Makes a call through the contract client and answers the main thread: the call's result, an
 * 'invalidReply' for a reply outside the contract, 'unreachable' when no reply came.
 */
async function answer<Result>(
  id: number,
  call: () => Promise<Result>,
  done: (result: Result) => WorkerResponse,
): Promise<void> {
  let result: Result;
  try {
    result = await call();
  } catch (error) {
    reply(
      error instanceof ContractError
        ? { id, type: 'invalidReply', message: error.message, httpStatus: error.httpStatus }
        : { id, type: 'unreachable' },
    );
    return;
  }
  reply(done(result));
}

const fetchList = (listId: string, token: string | undefined) =>
  createClient({ getToken: () => token })
    .call(getContactList, { params: { id: listId } })
    .then((result) => {
      if (result.status === 'success') fetchedBanks.set(listId, result.payload.contact_bank);
      return result;
    });

async function upload(request: Extract<WorkerRequest, { type: 'upload' }>) {
  const rows = parsedFiles.get(request.handle);
  if (!rows) {
    reply({ id: request.id, type: 'expired' });
    return;
  }
  const contactBank = JSON.stringify(contactBankFromRows(rows, request.firstRowIsHeader));
  const client = createClient({ getToken: () => request.token });
  await answer(
    request.id,
    () => client.call(createContactList, { body: { ...request.fields, contactBank } }),
    (result) => ({ id: request.id, type: 'uploaded', reply: result }),
  );
}

/** The bank of a list fetched here, or fetched (and checked) again when no longer kept. */
const bankOf = (listId: string, token: string | undefined) => async () => {
  const kept = fetchedBanks.get(listId);
  if (kept) return kept;
  const result = await fetchList(listId, token);
  if (result.status !== 'success') throw new ContractError(result.message, result.httpStatus);
  return result.payload.contact_bank;
};

async function exportCsv(request: Extract<WorkerRequest, { type: 'exportCsv' }>) {
  await answer(request.id, bankOf(request.listId, request.token), (found) => ({
    id: request.id,
    type: 'exported',
    file: new Blob([contactListCsv(found)], { type: 'text/csv;charset=utf-8' }),
  }));
}

async function parse(request: Extract<WorkerRequest, { type: 'parse' }>) {
  let text: string;
  try {
    text = await request.file.text();
  } catch {
    reply({ id: request.id, type: 'unreadable' });
    return;
  }
  const result = parseContactsCsv(text);
  if (result.status === 'refused') {
    reply({ id: request.id, type: 'refused', message: result.message });
    return;
  }
  const handle = ++nextHandle;
  parsedFiles.set(handle, result.rows);
  reply({
    id: request.id,
    type: 'parsed',
    preview: result.rows.slice(0, previewRows + 1),
    rowCount: result.rows.length,
    columnCount: result.rows[0]!.length,
    handle,
  });
}

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  switch (request.type) {
    case 'parse':
      return parse(request);
    case 'upload':
      return upload(request);
    case 'fetchList':
      return answer(
        request.id,
        () => fetchList(request.listId, request.token),
        (result) => {
          if (result.status !== 'success') return { id: request.id, type: 'fetched', reply: result };
          const { contact_bank } = result.payload;
          const first = { ...contact_bank, bank: contact_bank.bank.slice(0, firstRows) };
          return {
            id: request.id,
            type: 'fetched',
            reply: { ...result, payload: { ...result.payload, contact_bank: first } },
          };
        },
      );
    case 'listRows':
      return answer(request.id, bankOf(request.listId, request.token), ({ headers, bank }) => {
        for (let start = request.from; start < bank.length; start += rowsPerMessage) {
          const json = encodeRows(headers, bank.slice(start, start + rowsPerMessage));
          reply({ id: request.id, type: 'rows', headers, json });
        }
        return { id: request.id, type: 'listed' };
      });
    case 'exportCsv':
      return exportCsv(request);
  }
};
