import fp from 'fastify-plugin';
import { diskStorage, type Storage } from '../../services/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (DATA_DIR/media), served by the media origin (media/app.ts). */
    storage: Storage;
  }
}

export default fp(
  async (app) => {
    app.decorate('storage', diskStorage(app.config.media.dir));
  },
  { name: 'storage', dependencies: ['config'] },
);
