/// <reference lib="webworker" />
import { ContractError, contactBankFromRows, createClient, createContactList } from '@showroom/contract';
import { parseContactsCsv } from './parseContactsCsv.ts';
import { previewRows, type WorkerRequest, type WorkerResponse } from './protocol.ts';

/**
 * Reads, parses and uploads contact lists off the main thread (issue 5: a 100,000-row file in
 * under a second with no main-thread task over 50 ms). The upload builds the bank, checks it
 * against the contract and sends it through the same contract client the console uses, so 15 MB
 * of JSON are never parsed or serialised on the main thread. Stateless: the rows travel back and
 * forth as JSON text, so two uploads never share anything here.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: WorkerResponse) => scope.postMessage(message);

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'upload') {
    const rows = JSON.parse(request.rowsJson) as string[][];
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
    rowsJson: JSON.stringify(result.rows),
  });
};
