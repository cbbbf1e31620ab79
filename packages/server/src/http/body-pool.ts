import { Worker } from 'node:worker_threads';
import type { RouteKey } from '@showroom/contract';
import type { BodyCheck } from './body-check.ts';
import type { BodyTask } from './body-worker.ts';

// Node 24 runs the worker's TypeScript itself (type stripping), as it runs the server's.
const workerFile = new URL('./body-worker.ts', import.meta.url);

interface Pending {
  task: BodyTask;
  resolve: (result: BodyCheck) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy?: Pending;
}

/**
 * A few worker threads that parse and validate large JSON bodies (issue 15 §10: a 17.7 MB
 * contact list held /web/health for 1.4 s). Started on the first large body, not with the app:
 * most processes and every test app never need one. Tasks queue when every worker is busy; the
 * concurrent-upload limits keep that queue short.
 */
export class BodyPool {
  #slots: Slot[] = [];
  #queue: Pending[] = [];
  #nextId = 0;
  #closed = false;

  readonly size: number;
  /** Heap of each worker: a 48 MB list parses into a few hundred MB of objects. */
  readonly maxHeapMb: number;

  constructor(size: number, maxHeapMb = 1536) {
    this.size = size;
    this.maxHeapMb = maxHeapMb;
  }

  check(key: RouteKey, text: string): Promise<BodyCheck> {
    if (this.#closed) return Promise.reject(new Error('the body pool is closed'));
    return new Promise((resolve, reject) => {
      this.#queue.push({ task: { id: ++this.#nextId, key, text }, resolve, reject });
      this.#dispatch();
    });
  }

  #dispatch() {
    while (this.#queue.length) {
      let slot = this.#slots.find((candidate) => !candidate.busy);
      if (!slot && this.#slots.length < this.size) slot = this.#start();
      if (!slot) return;
      const pending = this.#queue.shift()!;
      slot.busy = pending;
      slot.worker.ref();
      slot.worker.postMessage(pending.task);
    }
  }

  #start(): Slot {
    const worker = new Worker(workerFile, {
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb },
    });
    const slot: Slot = { worker };
    worker.on('message', ({ id, result }: { id: number; result: BodyCheck }) => {
      const pending = slot.busy;
      if (!pending || pending.task.id !== id) return;
      slot.busy = undefined;
      // An idle worker must not keep the process alive.
      worker.unref();
      pending.resolve(result);
      this.#dispatch();
    });
    const fail = (error: Error) => {
      this.#slots = this.#slots.filter((other) => other !== slot);
      slot.busy?.reject(error);
      slot.busy = undefined;
      if (!this.#closed) this.#dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`body worker exited with code ${code}`)));
    worker.unref();
    this.#slots.push(slot);
    return slot;
  }

  async close() {
    this.#closed = true;
    for (const pending of this.#queue.splice(0)) pending.reject(new Error('the body pool is closed'));
    await Promise.all(this.#slots.map((slot) => slot.worker.terminate()));
    this.#slots = [];
  }
}
