/**
 * The auth area's one messages module: UI-only labels of the auth screens. Strings the spec gives
 * (validation, errors, 'Having trouble? Contact us') come from the contract's `authMessages`; these
 * are the ones it leaves to us. They live in one file per screen under messages/ so that each
 * lazily loaded route's chunk carries only its own labels (the login route's first load stays under
 * its size budget); import them from here.
 */
export * from './messages/confirm.ts';
export * from './messages/login.ts';
export * from './messages/reset.ts';
export * from './messages/signup.ts';
