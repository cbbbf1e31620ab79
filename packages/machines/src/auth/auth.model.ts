import { loginForm, resetPasswordForm, resetRequestForm, signupForm } from '@showroom/contract';
import type { EventObject } from 'xstate';

/** How machine-stories.test.ts walks the sign-in, sign-up, social sign-in, reset and confirmation machines: input and every event each takes. */
export const authModels = {
  login: {
    input: { schema: loginForm },
    events: [
      { type: 'field.change', field: 'email', value: 'rep@acme.example' },
      { type: 'field.change', field: 'email', value: '' },
      { type: 'field.change', field: 'password', value: 'correct horse' },
      { type: 'field.blur', field: 'email' },
      { type: 'submit' },
      { type: 'xstate.done.actor.login', output: { status: 'success', payload: {}, httpStatus: 200 } },
      {
        type: 'xstate.done.actor.login',
        output: { status: 'error', message: 'Invalid credentials', httpStatus: 401 },
      },
      { type: 'xstate.done.actor.login', output: { status: 'error', message: 'Busy', httpStatus: 503 } },
      { type: 'xstate.error.actor.login', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
  signup: {
    input: { schema: signupForm, mismatch: 'Password must match' },
    events: [
      { type: 'field.change', field: 'fullName', value: 'Ada Lovelace' },
      { type: 'field.change', field: 'companyName', value: 'Acme Robotics' },
      { type: 'field.change', field: 'email', value: 'ada@acme-robotics.com' },
      { type: 'field.change', field: 'password', value: 'Correct-Horse-9!' },
      { type: 'field.change', field: 'confirmPassword', value: 'Correct-Horse-9!' },
      { type: 'field.change', field: 'terms', value: true },
      { type: 'submit' },
      { type: 'social.start' },
      { type: 'social.code', code: 'auth-code' },
      { type: 'social.cancel' },
      { type: 'xstate.done.actor.signup', output: { status: 'success', payload: null, httpStatus: 201 } },
      {
        type: 'xstate.done.actor.signup',
        output: { status: 'error', message: 'Account exists', httpStatus: 409 },
      },
      {
        type: 'xstate.done.actor.signupSocial',
        output: { status: 'success', payload: null, httpStatus: 201 },
      },
      { type: 'xstate.error.actor.signupSocial', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
  socialLogin: {
    input: undefined,
    events: [
      { type: 'social.start' },
      { type: 'social.code', code: 'auth-code' },
      { type: 'social.cancel' },
      { type: 'xstate.done.actor.loginSocial', output: { status: 'success', payload: {}, httpStatus: 200 } },
      { type: 'xstate.done.actor.loginSocial', output: { status: 'error', message: 'No', httpStatus: 404 } },
      { type: 'xstate.error.actor.loginSocial', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
  linkedinProvider: {
    input: undefined,
    events: [
      {
        type: 'xstate.done.actor.0.linkedinProvider.loading',
        output: {
          status: 'success',
          httpStatus: 200,
          payload: {
            configured: true,
            authorizeUrl: 'u',
            clientId: 'c',
            redirectUri: 'r',
            scope: 's',
            state: 'x',
          },
        },
      },
      {
        type: 'xstate.done.actor.0.linkedinProvider.loading',
        output: {
          status: 'success',
          httpStatus: 200,
          payload: { configured: false, message: 'Not configured' },
        },
      },
      { type: 'xstate.error.actor.0.linkedinProvider.loading', error: new TypeError('Failed to fetch') },
      { type: 'attempt.used' },
    ] as EventObject[],
  },
  linkedinCallback: { input: { code: 'code', state: 'state', error: null }, events: [] as EventObject[] },
  matrixLogin: {
    input: undefined,
    events: [
      { type: 'address.read', token: 'handed-over' },
      { type: 'address.read', token: null },
      {
        type: 'xstate.done.actor.0.matrixLogin.checking',
        output: { status: 'success', httpStatus: 200, payload: {} },
      },
      {
        type: 'xstate.done.actor.0.matrixLogin.checking',
        output: { status: 'error', payload: null, message: 'Invalid token', httpStatus: 401 },
      },
      { type: 'xstate.error.actor.0.matrixLogin.checking', error: new TypeError('Failed to fetch') },
    ] as unknown as EventObject[],
  },
  reset: {
    input: {
      requestSchema: resetRequestForm,
      passwordSchema: resetPasswordForm,
      mismatch: 'Passwords do not match',
    },
    events: [
      { type: 'field.change', field: 'email', value: 'rep@acme.example' },
      { type: 'field.change', field: 'password', value: 'Correct-Horse-9!' },
      { type: 'field.change', field: 'confirmPassword', value: 'Correct-Horse-9!' },
      { type: 'submit' },
      { type: 'link.open', email: 'rep@acme.example', code: 'A1b2C', secret: 'secret' },
      { type: 'xstate.done.actor.sendMail', output: { status: 'success', payload: null, httpStatus: 200 } },
      {
        type: 'xstate.done.actor.sendMail',
        output: { status: 'error', message: 'email not found', httpStatus: 404 },
      },
      {
        type: 'xstate.done.actor.updatePassword',
        output: { status: 'success', payload: null, httpStatus: 200 },
      },
      { type: 'xstate.error.actor.updatePassword', error: new TypeError('Failed to fetch') },
      { type: 'xstate.after.reloadDelay.reset.success' },
    ] as EventObject[],
  },
  confirm: {
    input: { link: { email: 'rep@acme.example', secret: 'secret' } },
    events: [
      { type: 'retry' },
      {
        type: 'xstate.done.actor.confirmEmail',
        output: { status: 'success', payload: null, httpStatus: 200 },
      },
      {
        type: 'xstate.done.actor.confirmEmail',
        output: { status: 'error', payload: null, message: 'Invalid', httpStatus: 400 },
      },
      { type: 'xstate.error.actor.confirmEmail', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
};
