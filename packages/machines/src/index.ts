import { consentMachine } from './consent/consentMachine.ts';
import { contactDetailMachine } from './contacts/contactDetailMachine.ts';
import { contactListsMachine } from './contacts/contactListsMachine.ts';
import { contactUploadMachine } from './contacts/contactUploadMachine.ts';
import { loginMachine } from './login/loginMachine.ts';
import { logoMachine } from './logo/logoMachine.ts';
import { resetMachine } from './reset/resetMachine.ts';
import { settingsMachine } from './settings/settingsMachine.ts';
import { shellMachine } from './shell/shellMachine.ts';
import { signupMachine } from './signup/signupMachine.ts';
import { socialLoginMachine } from './signup/socialLoginMachine.ts';

export * from './consent/consentMachine.ts';
export * from './contacts/index.ts';
export * from './forms/validate.ts';
export * from './login/loginMachine.ts';
export * from './logo/logoMachine.ts';
export * from './reset/resetMachine.ts';
export * from './settings/settingsMachine.ts';
export * from './shell/shellMachine.ts';
export * from './signup/signupMachine.ts';
export * from './signup/socialLoginMachine.ts';

/**
 * Every machine of the product by id. tests/machine-stories.test.ts walks each one and fails
 * when a reachable state has no story that shows it: a machine lands with its stories.
 */
export const machines = {
  login: loginMachine,
  signup: signupMachine,
  socialLogin: socialLoginMachine,
  reset: resetMachine,
  consent: consentMachine,
  shell: shellMachine,
  settings: settingsMachine,
  logo: logoMachine,
  contactUpload: contactUploadMachine,
  contactLists: contactListsMachine,
  contactDetail: contactDetailMachine,
} as const;
export type MachineId = keyof typeof machines;
