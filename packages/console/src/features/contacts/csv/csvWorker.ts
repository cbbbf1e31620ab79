/// <reference lib="webworker" />
import { ContractError, contactBankFromRows, createClient, createContactList } from '@showroom/contract';
import { parseContactsCsv } from './parseContactsCsv.ts';
import { previewRows, type WorkerRequest, type WorkerResponse } from './protocol.ts';

/**
 * Reads, parses and uploads contact lists off the main thread (issue 5: a 100,000-row file in
 * under a second with no main-thread task over 50 ms). The upload builds the bank, checks it
 * against the contract and sends it through the same contract client the console uses, so 15 MB
 * of JSON are never parsed or serialised on the main thread. The rows stay here; the main
 * thread holds a handle to them. Only the last few files are kept.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: WorkerResponse) => scope.postMessage(message);

// Parsed files by handle, oldest first; a few, so an abandoned upload does not hold memory long.
const kept = new Map<number, string[][]>();
const keepAtMost = 2;
let nextHandle = 0;
const keep = (rows: string[][]) => {
  const handle = ++nextHandle;
  kept.set(handle, rows);
  for (const old of kept.keys()) if (kept.size > keepAtMost) kept.delete(old);
  return handle;
};

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'upload') {
    const rows = kept.get(request.handle);
    if (!rows) {
      reply({ id: request.id, type: 'expired' });
      return;
    }
    const contactBank = JSON.stringify(contactBankFromRows(rows, request.firstRowIsHeader));
    const client = createClient({ getToken: () => request.token });
    try {
      const result = await client.call(createContactList, { body: { ...request.fields, contactBank } });
      reply({ id: request.id, type: 'uploaded', reply: result });
    } catch (error) {
      // A reply outside the contract is an error reply to the rep; no reply at all is 'unreachable'.
      if (error instanceof ContractError) {
        reply({
          id: request.id,
          type: 'uploaded',
          reply: { status: 'error', message: error.message, httpStatus: error.httpStatus },
        });
      } else {
        reply({ id: request.id, type: 'unreachable' });
      }
    }
    return;
  }
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
  reply({
    id: request.id,
    type: 'parsed',
    preview: result.rows.slice(0, previewRows + 1),
    rowCount: result.rows.length,
    columnCount: result.rows[0]!.length,
    handle: keep(result.rows),
  });
};
