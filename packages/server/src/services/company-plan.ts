import { isDeepStrictEqual } from 'node:util';
import { defaultEmbedSettings, type EmbedSettings, embedSettings } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { companies, companySettings } from '../db/schema.ts';
import { capText } from '../http/validation.ts';
import { writeEmbedSettings } from '../plugins/app/company-settings.ts';

/**
 * The operator's command behind `npm run company:plan` (scripts/company-plan.ts,
 * docs/operations.md): shows or sets a company's plan flags (spec 2 §6). No /web call writes them,
 * so a rep can never raise their own plan; whoever runs this has the server's database.
 */
export const companyPlanUsage = [
  'Usage: npm run company:plan -- <companyId>               show the company plan flags',
  '       npm run company:plan -- <companyId> <file.json>   set them from a file (docs/embeds.md)',
  '       npm run company:plan -- <companyId> --default     back to the defaults (everything shown)',
].join('\n');

export type CompanyPlanCommand =
  | { action: 'show'; companyId: string }
  | { action: 'set'; companyId: string; file: string }
  | { action: 'default'; companyId: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The command in the arguments after `--`, or why they are not one. */
export function parseCompanyPlanArgs(args: readonly string[]): CompanyPlanCommand | { problem: string } {
  const [companyId, target, ...rest] = args;
  if (!companyId || rest.length > 0) return { problem: companyPlanUsage };
  if (!uuid.test(companyId))
    return { problem: `${companyId} is not a company id (a UUID)\n${companyPlanUsage}` };
  if (target === undefined) return { action: 'show', companyId };
  if (target === '--default') return { action: 'default', companyId };
  if (target.startsWith('--')) return { problem: `Unknown option ${target}\n${companyPlanUsage}` };
  return { action: 'set', companyId, file: target };
}

/**
 * A plan file's flags, checked against the contract. Keys the contract does not know are refused
 * rather than dropped: a misspelt key would otherwise leave the operator believing it was set.
 */
export function readPlanFile(text: string): { settings: EmbedSettings } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'The file is not JSON' };
  }
  const result = embedSettings.safeParse(value);
  if (!result.success) {
    const lines = result.error.issues
      .slice(0, 10)
      .map((issue) => `  ${issue.path.join('.') || '(the file)'}: ${capText(issue.message, 200)}`);
    return { problem: `The file does not hold plan flags:\n${lines.join('\n')}` };
  }
  if (!isDeepStrictEqual(result.data, value)) {
    return { problem: 'The file has keys the plan flags do not have (see docs/embeds.md for the shape)' };
  }
  return { settings: result.data };
}

export interface CompanyPlanOutcome {
  ok: boolean;
  /** What to print: the flags in force after the command, or the problem. */
  message: string;
}

export async function runCompanyPlan(
  db: Db,
  command: CompanyPlanCommand,
  readText: (file: string) => Promise<string>,
): Promise<CompanyPlanOutcome> {
  const describe = async (): Promise<CompanyPlanOutcome> => {
    const [row] = await db
      .select({ settings: companySettings.embedSettings })
      .from(companySettings)
      .where(eq(companySettings.companyId, command.companyId));
    const stored = row?.settings ?? null;
    const heading = stored ? 'Plan flags set for this company:' : 'No plan flags set: the defaults apply:';
    return { ok: true, message: `${heading}\n${JSON.stringify(stored ?? defaultEmbedSettings(), null, 2)}` };
  };
  const noCompany = { ok: false, message: `No company has the id ${command.companyId}` };

  if (command.action === 'show') {
    if (!(await companyExists(db, command.companyId))) return noCompany;
    return describe();
  }
  let settings: EmbedSettings | null = null;
  if (command.action === 'set') {
    let text: string;
    try {
      text = await readText(command.file);
    } catch (error) {
      return { ok: false, message: `Cannot read ${command.file}: ${(error as Error).message}` };
    }
    const read = readPlanFile(text);
    if ('problem' in read) return { ok: false, message: read.problem };
    settings = read.settings;
  }
  if (!(await writeEmbedSettings(db, command.companyId, settings))) return noCompany;
  return describe();
}

async function companyExists(db: Db, companyId: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return Boolean(row);
}
