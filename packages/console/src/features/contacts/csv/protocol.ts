/** Messages between the console and the contacts worker (contacts.worker.ts). */
export type WorkerRequest =
  | { id: number; type: 'parse'; file: Blob }
  | { id: number; type: 'build'; rowsJson: string; firstRowIsHeader: boolean };

export type WorkerResponse =
  | {
      id: number;
      type: 'parsed';
      preview: string[][];
      rowCount: number;
      columnCount: number;
      /** Every row as one JSON string: a single string crosses threads in one copy, 100,000 arrays do not. */
      rowsJson: string;
    }
  | { id: number; type: 'refused'; message: string }
  | { id: number; type: 'unreadable' }
  | { id: number; type: 'built'; contactBank: string };

/** Rows the verify step shows (spec 1 §2 preview table); the whole list is on the detail screen. */
export const previewRows = 50;
