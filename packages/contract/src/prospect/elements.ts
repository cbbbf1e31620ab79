/**
 * The ids of the script elements the audience host writes a page's data into. A module of their
 * own, with no schema: the audience app's entry reads them to choose its view, and must not make
 * every schema of frame.ts and page.ts to do so.
 */

/** The id of the script element that carries the frame data. */
export const frameDataElementId = 'showroom-frame-data';

/** The id of the script element that carries a prospect page's data (frames use `frameDataElementId`). */
export const prospectPageElementId = 'showroom-page-data';
