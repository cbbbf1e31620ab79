import { defineMatrix } from '../quality/matrix.ts';

export default defineMatrix({
  'POST /web/login': {
    access: 'public',
    reason: 'spec 1 §6: the login group is how a rep gets a token, so it cannot require one.',
    // A sign-in with the owner's real password must succeed, so the gate sees a success envelope too.
    arrange: async ({ owner }) => ({ body: { username: owner.email, password: owner.password } }),
    fuzz: {
      runs: 80,
      reason:
        'Every well-formed body costs an Argon2id verification (60 ms, real or dummy) by design; 80 cases keep this route near 3 s.',
    },
  },
  'GET /web/login/{token}': {
    access: 'public',
    reason:
      'spec 1 §7: the console checks a stored token here; the token is in the path, so the header check does not apply. Unknown, expired and revoked tokens get 401 (routes/login.test.ts).',
    arrange: async ({ owner }) => ({ params: { token: owner.token } }),
  },
});
