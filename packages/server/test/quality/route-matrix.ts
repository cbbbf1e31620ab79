import { isDeepStrictEqual } from 'node:util';
import { authServerMessages } from '@showroom/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/database.ts';
import {
  describeLogged,
  envelopeProblems,
  errorsLoggedSince,
  exampleCall,
  type Gate,
  type RegisteredRoute,
  routeUrl,
  send,
  wireBody,
} from './gate.ts';
import type { Call, CompanyEntry, MatrixContext, MatrixEntry, PublicEntry, RouteMatrix } from './matrix.ts';
import { createOwner, createParty } from './parties.ts';

/**
 * What is wrong between the routes the app registers and the matrix: a route without an entry
 * (or without a contract), an entry for a route that no longer exists, an entry whose access
 * contradicts the contract's `auth`, a body limit raised without saying so.
 */
export function coverageFindings(gate: Gate, matrix: RouteMatrix): string[] {
  const findings: string[] = [];
  for (const [key, route] of gate.routes) {
    const entry = matrix[key];
    if (!route.contract) {
      findings.push(`${key}: registered without a contract (use contractRoute from http/contract-route.ts)`);
    }
    if (!entry) {
      findings.push(
        `${key}: no entry in the route matrix (add it to routes/<file>.matrix.ts, docs/quality.md)`,
      );
      continue;
    }
    if (route.contract) {
      const expected = route.contract.auth === 'token' ? 'company' : 'public';
      if (entry.access !== expected) {
        findings.push(
          `${key}: the matrix says '${entry.access}' but the contract says auth '${route.contract.auth}'`,
        );
      }
    }
    const declared = entry.bodyLimit?.bytes ?? gate.defaultBodyLimit;
    if (route.bodyLimit !== declared) {
      findings.push(
        `${key}: the route accepts bodies up to ${route.bodyLimit} bytes but its matrix entry declares ${declared}` +
          ' (declare `bodyLimit: { bytes, reason }` in the entry)',
      );
    }
  }
  for (const key of Object.keys(matrix)) {
    if (!gate.routes.has(key)) findings.push(`${key}: matrix entry for a route the app does not register`);
  }
  return findings;
}

/** Makes the two companies of one case and the context an entry's `arrange` receives. */
export async function matrixContext(gate: Gate, db: Db): Promise<MatrixContext> {
  const owner = await createOwner(gate.app, db);
  const other = await createParty(gate.app, db, 'other');
  return { app: gate.app, db, owner, other };
}

/**
 * Runs the matrix case of one route and returns every finding ([] when the route holds):
 * the envelope on every reply; for a company route, 401 without a token and with an unknown,
 * expired or revoked one; another company's token refused with nothing of the owner's record in
 * the reply and nothing changed; the owner's token succeeds.
 */
export async function runMatrixEntry(gate: Gate, db: Db, key: string, entry: MatrixEntry): Promise<string[]> {
  const route = gate.routes.get(key);
  if (!route) return [`${key}: the app does not register this route`];
  const context = await matrixContext(gate, db);
  const logFrom = gate.logs.length;
  const findings =
    entry.access === 'public'
      ? await runPublic(gate, route, entry, context)
      : await runCompany(gate, route, entry, context);
  for (const line of errorsLoggedSince(gate, logFrom)) findings.push(describeLogged(line));
  return findings.map((finding) => `${key}: ${finding}`);
}

async function runPublic(gate: Gate, route: RegisteredRoute, entry: PublicEntry, context: MatrixContext) {
  const findings: string[] = [];
  const call: Call = entry.arrange ? await entry.arrange(context) : exampleCall(route);
  const response = await send(gate, route, call, wireBody(call));
  findings.push(...envelopeProblems(route, response).map((problem) => `public call: ${problem}`));
  if (response.statusCode >= 500) findings.push(`public call answered ${response.statusCode}`);
  if (entry.arrange && (response.statusCode < 200 || response.statusCode >= 300)) {
    findings.push(
      `the arranged public call must succeed, got ${response.statusCode}: ${response.body.slice(0, 200)}`,
    );
  }
  return findings;
}

async function runCompany(gate: Gate, route: RegisteredRoute, entry: CompanyEntry, context: MatrixContext) {
  const findings: string[] = [];
  const { owner, other } = context;
  const arranged = await entry.arrange(context);
  const body = wireBody(arranged);
  const secrets = [...arranged.secrets, owner.companyName, owner.fullName, owner.email].filter(
    (s) => s !== '',
  );
  const before = await arranged.readBack();

  const unchanged = async (label: string) => {
    const after = await arranged.readBack();
    if (!isDeepStrictEqual(before, after)) {
      findings.push(`${label}: the owner's record changed (before ${show(before)}, after ${show(after)})`);
    }
  };
  // A string the caller sent itself (a create's name) may come back to it: that tells it nothing.
  const sent = `${routeUrl(route, arranged)} ${body.rawBody?.toString() ?? ''}`;
  const leaked = (label: string, response: LightMyRequestResponse) => {
    for (const secret of secrets) {
      if (sent.includes(secret) || sent.includes(JSON.stringify(secret).slice(1, -1))) continue;
      if (response.body.includes(secret) || response.body.includes(JSON.stringify(secret).slice(1, -1))) {
        findings.push(`${label}: the reply contains the owner's "${secret}"`);
      }
    }
  };

  const unauthorised: [string, string | undefined][] = [
    ['no token', undefined],
    ['an unknown token', 'not-a-real-token'],
    ["the owner's expired token", owner.expiredToken],
    ["the owner's revoked token", owner.revokedToken],
  ];
  for (const [label, token] of unauthorised) {
    const response = await send(gate, route, arranged, { token, ...body });
    findings.push(...envelopeProblems(route, response).map((problem) => `${label}: ${problem}`));
    if (response.statusCode !== 401) findings.push(`${label}: expected 401, got ${response.statusCode}`);
    else if (response.json().message !== authServerMessages.invalidToken) {
      findings.push(`${label}: expected the message "${authServerMessages.invalidToken}"`);
    }
    leaked(label, response);
    await unchanged(label);
  }

  const label = "another company's token";
  const foreign = await send(gate, route, arranged, { token: other.token, ...body });
  findings.push(...envelopeProblems(route, foreign).map((problem) => `${label}: ${problem}`));
  const refused = foreign.statusCode === 403 || foreign.statusCode === 404;
  if ((entry.foreign ?? 'refused') === 'refused' && !refused) {
    findings.push(`${label}: expected 403 or 404, got ${foreign.statusCode}: ${foreign.body.slice(0, 200)}`);
  }
  if (foreign.statusCode >= 500) findings.push(`${label}: answered ${foreign.statusCode}`);
  leaked(label, foreign);
  await unchanged(label);

  if (entry.foreignIds) {
    const idsLabel = "another company's token on its own records, naming the owner's ids";
    const call = await entry.foreignIds(context);
    const named = await send(gate, route, call, { token: other.token, ...wireBody(call) });
    findings.push(...envelopeProblems(route, named).map((problem) => `${idsLabel}: ${problem}`));
    if (named.statusCode !== 403) {
      findings.push(`${idsLabel}: expected 403, got ${named.statusCode}: ${named.body.slice(0, 200)}`);
    }
    leaked(idsLabel, named);
    await unchanged(idsLabel);
  }

  const response = await send(gate, route, arranged, { token: owner.token, ...body });
  findings.push(...envelopeProblems(route, response).map((problem) => `the owner's token: ${problem}`));
  if (response.statusCode < 200 || response.statusCode >= 300) {
    findings.push(
      `the owner's token: expected success, got ${response.statusCode}: ${response.body.slice(0, 200)}`,
    );
  }
  return findings;
}

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 300)}...` : text;
};
