import { parentPort } from 'node:worker_threads';
import type { RouteKey } from '@showroom/contract';
import { checkJsonBody } from './body-check.ts';

/** One large body at a time, parsed and validated here so the server's event loop stays free. */
export interface BodyTask {
  id: number;
  key: RouteKey;
  text: string;
}

parentPort!.on('message', ({ id, key, text }: BodyTask) => {
  parentPort!.postMessage({ id, result: checkJsonBody(key, text) });
});
