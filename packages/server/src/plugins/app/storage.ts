import fp from 'fastify-plugin';
import { configuredStorage } from '../../services/configured-storage.ts';
import type { Storage } from '../../services/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Uploaded files, served by the media origin (media/app.ts): on the local disk (DATA_DIR/media)
     * or, with STORAGE_URL, in an S3-compatible bucket (issue 28 §1; services/configured-storage.ts).
     */
    storage: Storage;
  }
}

export default fp(
  async (app) => {
    const storage = configuredStorage(app.config.media);
    // A wrong bucket, endpoint or key stops the start with STORAGE_URL named, not the first upload.
    await storage.check();
    app.decorate('storage', storage);
  },
  { name: 'storage', dependencies: ['config'] },
);
