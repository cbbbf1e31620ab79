import { defineMatrix } from '../../test/quality/matrix.ts';

// spec 1 §6: the login group is how a rep gets (or gets back) a token, so none of it can require
// one. Each call is limited per address (routes/login.ts); the gate lifts the limit to fuzz it.
const loginGroup = 'spec 1 §6: the login group is how a rep gets a token, so it cannot require one.';
const argon2 = (what: string) =>
  `${what} costs an Argon2id hash or verification (60 ms) by design; fewer cases keep this route near 3 s.`;

export default defineMatrix({
  'POST /web/login': {
    access: 'public',
    reason: loginGroup,
    // A sign-in with the owner's real password must succeed, so the gate sees a success envelope too.
    arrange: async ({ owner }) => ({ body: { username: owner.email, password: owner.password } }),
    fuzz: { runs: 60, reason: argon2('Every well-formed body (real account or dummy)') },
  },
  'GET /web/login/{token}': {
    access: 'public',
    reason:
      'spec 1 §7: the console checks a stored token here; the token is in the path, so the header check does not apply. Unknown, expired and revoked tokens get 401 (routes/login.test.ts).',
    arrange: async ({ owner }) => ({ params: { token: owner.token } }),
  },
  'GET /web/login/matrix/{token}': {
    access: 'public',
    reason:
      'ADR 0014: the sister app hands a session token over in the address; this call checks it the way GET /web/login/{token} does.',
    arrange: async ({ owner }) => ({ params: { token: owner.token } }),
  },
  'POST /web/login/reset/mail': {
    access: 'public',
    reason: `${loginGroup} A rep who forgot the password has no session; the reply is the same whether the address has an account.`,
    arrange: async ({ owner }) => ({ body: { email: owner.email, code: 'A1b2C' } }),
  },
  'POST /web/login/reset/password': {
    access: 'public',
    reason: `${loginGroup} The secret from the e-mailed link is the proof (ADR 0005), not a session.`,
    fuzz: { runs: 60, reason: argon2('A well-formed body with a live secret') },
  },
  'POST /web/login/signup': {
    access: 'public',
    reason: 'spec 1 §5 Sign up: a new rep has no account yet.',
    fuzz: { runs: 60, reason: argon2('Every accepted sign-up') },
  },
  'GET /web/login/linkedin/config': {
    access: 'public',
    reason: 'ADR 0012: the login screen asks whether social login is configured before anyone signs in.',
  },
  'POST /web/login/linkedin': {
    access: 'public',
    reason: `${loginGroup} The provider's authorization code is the proof (ADR 0012).`,
  },
  'POST /web/login/signup/linkedin': {
    access: 'public',
    reason:
      "spec 1 §5 Sign up with the professional network: a new rep has no account yet; the provider's code is the proof.",
  },
});
