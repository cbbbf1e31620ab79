import type { RouteKey } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.ts';

/**
 * The route matrix (docs/quality.md): one entry per /web route the app registers, in a
 * `routes/<file>.matrix.ts` beside the route file, saying how to call the route and who owns
 * what it touches. The gate (quality/*.test.ts) fails for a route without an entry.
 */

/** A company with one rep and a live session token, made fresh for each route's case. */
export interface Party {
  companyId: string;
  companyName: string;
  repId: string;
  fullName: string;
  email: string;
  /** The rep's password (so a public entry can sign in with it). */
  password: string;
  /** A live session token of the rep. */
  token: string;
}

/** The owner also has a token that has expired and one that was revoked (logout). */
export interface Owner extends Party {
  expiredToken: string;
  revokedToken: string;
}

export interface MatrixContext {
  app: FastifyInstance;
  db: Db;
  /** The company whose record the call names. */
  owner: Owner;
  /** Another company: its token, with the owner's ids in the path and body, must get nothing. */
  other: Party;
}

/** How to call a route: the values of the spec's path parameters, the query and the body. */
export interface Call {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  /** Sent as JSON. Use the contract's `example` as a start and put the arranged ids in it. */
  body?: unknown;
  /** Instead of `body`: this exact payload and content type (a multipart upload, testing/multipart.ts). */
  raw?: { payload: string | Buffer; contentType: string };
}

export interface ArrangedCall extends Call {
  /**
   * Reads the record(s) the call names straight from the database, so the runner can tell
   * that a refused call changed nothing: called before and after every refused call, and the
   * two results must be deeply equal. Return what the call could change (rows, counts).
   */
  readBack: () => Promise<unknown>;
  /**
   * Strings of the owner's record that must never appear in a reply to anyone else (a contact's
   * e-mail, a list's name). The owner's company name, rep name and e-mail are always added.
   */
  secrets: string[];
}

/** For routes that take more than the app's BODY_LIMIT_BYTES; must equal the route's own `bodyLimit`. */
interface BodyLimit {
  bytes: number;
  reason: string;
}

/** Fewer generated cases for a route where each call is slow by design; says why. */
interface FuzzBudget {
  runs: number;
  reason: string;
}

interface EntryOptions {
  bodyLimit?: BodyLimit;
  fuzz?: FuzzBudget;
}

export interface PublicEntry extends EntryOptions {
  access: 'public';
  /** Why this route answers without a session token (the login group, health, prospect ingestion). */
  reason: string;
  /**
   * Optional: a call that must succeed (a sign-in with the owner's real password). Without one,
   * the runner calls the route with its contract's example and checks only the envelope.
   */
  arrange?: (context: MatrixContext) => Promise<Call>;
}

export interface CompanyEntry extends EntryOptions {
  access: 'company';
  /** Makes the owner's record(s) and the call that names them; the owner's token must succeed. */
  arrange: (context: MatrixContext) => Promise<ArrangedCall>;
  /**
   * What another company's token gets. 'refused' (the default): 403 or 404. A list or a create
   * names no record of the owner, so another company succeeds on its own data: give the reason,
   * and the runner still checks that its reply holds none of the owner's secrets and that the
   * owner's records are unchanged.
   */
  foreign?: 'refused' | { ownScope: string };
  /**
   * The foreign-id case (decision 7): a call another company makes on records of its own but naming
   * the owner's company or rep id (a path's `salesRepId`, a body's `companyId`). Make the caller's
   * records with `asOther(context)`; the runner sends the call with the other company's token and
   * it must get 403, with none of the owner's secrets in the reply and the owner's records unchanged.
   */
  foreignIds?: (context: MatrixContext) => Promise<Call>;
}

/** The context with the other company in the owner's place, to arrange the caller's own records. */
export const asOther = (context: MatrixContext): MatrixContext => ({
  ...context,
  owner: { ...context.owner, ...context.other },
});

export type MatrixEntry = PublicEntry | CompanyEntry;

/** Entries keyed 'METHOD /web/path' exactly as in the contract's registry. */
export type RouteMatrix = Record<string, MatrixEntry>;

/** A route file's entries; keys are checked against the contract's registry by the type checker. */
export const defineMatrix = (entries: { [K in RouteKey]?: MatrixEntry }): RouteMatrix =>
  entries as RouteMatrix;
