/** The page a prospect link opens: its shell (ProspectPage.tsx) and its parts, one file each. */
export { EmbedAppContext, loadEmbedApp } from './Embed.tsx';
export { ProspectPage } from './ProspectPage.tsx';
