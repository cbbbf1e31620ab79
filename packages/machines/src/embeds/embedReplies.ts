/**
 * The replies of the calls every embed editor makes (Hero, Solo, Sneakpeek and CYOA load the same
 * demos, and Hero, Solo and CYOA the same plan flags and preview): one name per call, whichever
 * editor makes it.
 */
import type { CallResult, createPreview, getEmbedSettings, listRecordings } from '@showroom/contract';

/** GET /web/recording/{companyId}?limit=1000&pageNo=1: the demo selects' options. */
export type FetchDemosReply = CallResult<typeof listRecordings>;
/** GET /web/setting/embed/{companyId}: the plan's gating and marketplace flags. */
export type FetchEmbedSettingsReply = CallResult<typeof getEmbedSettings>;
/** POST /web/preview: the editor's state stored for the audience host's preview. */
export type EmbedPreviewReply = CallResult<typeof createPreview>;
