import { defineMatrix } from '../../test/quality/matrix.ts';

export default defineMatrix({
  'GET /web/health': {
    access: 'public',
    reason:
      'A load balancer or uptime check probes it without an account; it names only the version and whether the database answers.',
  },
});
