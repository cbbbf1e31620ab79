import { defineMatrix } from '../../test/quality/matrix.ts';

export default defineMatrix({
  'GET /web/ready': {
    access: 'public',
    reason:
      'A load balancer or an orchestrator probes it without an account (issue 28 §4); it names only which checks pass and, when one fails, the reason (a timeout, a refused connection, migrations missing), never an address or a secret.',
  },
});
