import type { Call, CompanyEntry, MatrixContext } from './matrix.ts';

/** Records of the owner's as a matrix helper makes them (`ownersLink`, `ownersAnalytics`). */
interface OwnersRecords {
  readBack: () => Promise<unknown>;
  secrets: string[];
}

/**
 * A company entry whose call names records of the owner's: `arrange` makes them, `call` says how
 * the route names them, and the records' own readBack and secrets are what a refused call must
 * leave unchanged and another company must never see.
 */
export const companyEntryOn = <Records extends OwnersRecords>(
  arrange: (context: MatrixContext) => Promise<Records>,
  call: (records: Records, context: MatrixContext) => Call,
): CompanyEntry => ({
  access: 'company',
  arrange: async (context) => {
    const records = await arrange(context);
    return { ...call(records, context), readBack: records.readBack, secrets: records.secrets };
  },
});
