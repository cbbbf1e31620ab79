import { activateLightbox, lightboxCss } from './core/lightbox.ts';
import { boot } from './core/loader.ts';

/** The Solo loader (issue 12): core/loader.ts and core/lightbox.ts. The audience host writes its address in when it serves this file. */
boot('solo', '__SHOWROOM_AUDIENCE_URL__', lightboxCss, activateLightbox);
