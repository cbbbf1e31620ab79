import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storageContract } from './storage.contract.ts';
import { diskStorage } from './storage.ts';

/** The disk store (DATA_DIR/media) against the storage contract (issue 28 §1). */
storageContract('disk', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'showroom-disk-storage-'));
  return {
    storage: diskStorage(root),
    // Every file of the company in every area, `.part` files included.
    async namesOf(companyId) {
      const names: string[] = [];
      for (const area of await readdir(root)) {
        const files = await readdir(path.join(root, area, companyId)).catch(() => []);
        names.push(...files.map((file) => `${area}/${companyId}/${file}`));
      }
      return names;
    },
    close: () => rm(root, { recursive: true, force: true }),
  };
});
