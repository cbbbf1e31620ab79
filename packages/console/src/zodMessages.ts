import { config, locales } from 'zod/mini';

/**
 * Zod's English messages for the signed-in screens. The contract's schemas are zod/mini, which
 * brings no messages of its own (the login screen's first load does not pay for them, issue 9):
 * without these, a rule that has no message of ours (a contact list name over 200 characters, a
 * blocklist entry over 2,048) would read 'Invalid input'. The shell imports this module, so it runs
 * before any of its screens validates.
 */
config(locales.en());
