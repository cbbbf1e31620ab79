import {
  linkedinConfig,
  linkedinLogin,
  linkedinSignup,
  login,
  resetMail,
  resetPassword,
  signup,
} from '@showroom/contract';
import type {
  EmailSignup,
  LinkedinConfigReply,
  LoginCredentials,
  LoginReply,
  ResetMailRequest,
  ResetPasswordReply,
  ResetPasswordRequest,
  ResetReply,
  SignupReply,
  SocialLoginReply,
  SocialSignupReply,
} from '@showroom/machines';
import { client } from '../../api/client.ts';

/**
 * The sign-in pages' calls to the server, through the console's contract client. A chunk of its
 * own, loaded when a page first calls (`authCalls`): the contract's routes hold Zod schemas and the
 * client checks each reply with them, about 14 KB of brotli that /login, /signup and /reset do
 * without until the form is in use (issue 30, ADR 0016).
 */
export const calls = {
  /** POST /web/login: replies resolve, a network failure rejects (as every call here). */
  login: (body: LoginCredentials): Promise<LoginReply> => client.call(login, { body }),
  linkedinConfig: (): Promise<LinkedinConfigReply> => client.call(linkedinConfig),
  linkedinLogin: (body: {
    authCode: string;
    clientId: string;
    redirectUri: string;
    state: string;
  }): Promise<SocialLoginReply> => client.call(linkedinLogin, { body }),
  signup: (body: EmailSignup): Promise<SignupReply> => client.call(signup, { body }),
  linkedinSignup: (body: {
    authCode: string;
    companyName: string;
    clientId: string;
    redirectUri: string;
    state: string;
  }): Promise<SocialSignupReply> => client.call(linkedinSignup, { body }),
  resetMail: (body: ResetMailRequest & { code: string }): Promise<ResetReply> =>
    client.call(resetMail, { body }),
  resetPassword: (body: ResetPasswordRequest): Promise<ResetPasswordReply> =>
    client.call(resetPassword, { body }),
};
