import { defineMatrix } from '../../test/quality/matrix.ts';

export default defineMatrix({
  'GET /web/embed/loaders': {
    access: 'company',
    foreign: {
      ownScope:
        "The loaders' versions and integrity are the same for every company and name no record; the call changes nothing.",
    },
    arrange: async () => ({ readBack: async () => null, secrets: [] }),
  },
});
