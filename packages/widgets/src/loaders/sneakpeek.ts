import { activateInline } from './core/inline.ts';
import { boot } from './core/loader.ts';

/** The sneakpeek loader (issue 12): core/loader.ts and core/inline.ts. The audience host writes its address in when it serves this file. */
boot('sneakpeek', '__SHOWROOM_AUDIENCE_URL__', '', activateInline);
