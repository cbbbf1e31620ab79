import { logout, matrixLogin, resetMail, resetPassword, signup } from './auth/account.ts';
import { confirmEmail, resendConfirmation } from './auth/confirm.ts';
import { linkedinConfig, linkedinLogin, linkedinSignup } from './auth/linkedin.ts';
import { checkToken, login } from './auth/login.ts';
import {
  createContactList,
  deleteContactList,
  getContactList,
  listContactLists,
  updateContactList,
} from './contacts/contacts.ts';
import { health } from './core/health.ts';
import { createPreview, getPreview } from './demos/preview.ts';
import {
  copyRecording,
  createRecording,
  deleteRecording,
  getRecording,
  listRecordings,
  removeRecordingCaptions,
  setRecordingCaptions,
  updateRecording,
} from './demos/recording.ts';
import { createVideo, deleteVideo, getVideo, listVideos, updateVideo } from './demos/video.ts';
import {
  copyCyoa,
  createCyoa,
  deleteCyoa,
  getCyoa,
  listCyoas,
  publishCyoa,
  updateCyoa,
} from './embeds/cyoa.ts';
import { copyHero, createHero, deleteHero, getHero, listHeroes, updateHero } from './embeds/hero.ts';
import {
  assignDemo,
  checkAssignmentStatus,
  listAllProducts,
  listCategories,
  listCategoryProducts,
  listProductFeatures,
  replaceCatalogue,
} from './embeds/marketplace.ts';
import { getEmbedSettings } from './embeds/settings.ts';
import { createShare, revokeShare } from './embeds/share.ts';
import {
  copySneakpeek,
  createSneakpeek,
  deleteSneakpeek,
  getSneakpeek,
  listSneakpeeks,
  updateSneakpeek,
} from './embeds/sneakpeek.ts';
import { copySolo, createSolo, deleteSolo, getSolo, listSolos, updateSolo } from './embeds/solo.ts';
import { createDemo, deleteDemo, listCompanyDemos, listRepDemos } from './settings/demo.ts';
import { createMapping, deleteMapping, getMapping, updateMapping } from './settings/mapping.ts';
import {
  featurePermissions,
  getCompanyEmails,
  getCompanyLogo,
  getCompanySettings,
  setLogoImage,
  setLogoUrl,
  updateCompanyStyle,
} from './settings/settings.ts';
import { companyFeatures, consent, setCompanyFeatures, updateFlags } from './shell/consent.ts';

/**
 * Every /web call, keyed by method and path exactly as the spec writes them.
 * The server registers one handler per key; the client calls by key.
 */
export const routes = {
  'GET /web/health': health,
  'POST /web/login': login,
  'GET /web/login/{token}': checkToken,
  'POST /web/login/reset/mail': resetMail,
  'POST /web/login/reset/password': resetPassword,
  'POST /web/login/signup': signup,
  'POST /web/signup/confirm': confirmEmail,
  'POST /web/signup/confirm/resend': resendConfirmation,
  'GET /web/login/matrix/{token}': matrixLogin,
  'GET /web/login/linkedin/config': linkedinConfig,
  'POST /web/login/linkedin': linkedinLogin,
  'POST /web/login/signup/linkedin': linkedinSignup,
  'POST /web/logout': logout,
  'POST /web/consent': consent,
  'PUT /web/flag': updateFlags,
  'GET /web/company/features/{companyId}': companyFeatures,
  'PUT /web/company/features/{companyId}': setCompanyFeatures,
  'GET /web/setting/feature/permission/{companyId}': featurePermissions,
  'GET /web/setting/company/{companyId}': getCompanySettings,
  'GET /web/setting/company/logo/{companyId}': getCompanyLogo,
  'GET /web/setting/company/emails/{companyId}': getCompanyEmails,
  'PUT /web/setting/company/style/{companyId}': updateCompanyStyle,
  'POST /web/setting/logo/url/{companyId}': setLogoUrl,
  'POST /web/setting/logo/image/{companyId}': setLogoImage,
  'GET /web/mapping/{formId}': getMapping,
  'POST /web/mapping': createMapping,
  'PUT /web/mapping/{formId}': updateMapping,
  'DELETE /web/mapping/{formId}': deleteMapping,
  'GET /web/demo/{salesRepId}': listRepDemos,
  'GET /web/demo/account/{companyId}': listCompanyDemos,
  'POST /web/demo': createDemo,
  'DELETE /web/demo/{encryptedId}': deleteDemo,
  'GET /web/contact/company/{companyId}': listContactLists,
  'GET /web/contact/{id}': getContactList,
  'POST /web/contact/': createContactList,
  'PUT /web/contact/{id}': updateContactList,
  'DELETE /web/contact/{id}': deleteContactList,
  'GET /web/recording/{companyId}': listRecordings,
  'GET /web/recording/id/{id}': getRecording,
  'POST /web/recording': createRecording,
  'POST /web/recording/copy': copyRecording,
  'PUT /web/recording/{recordingId}': updateRecording,
  'DELETE /web/recording/{recordingId}': deleteRecording,
  'POST /web/recording/{recordingId}/captions': setRecordingCaptions,
  'DELETE /web/recording/{recordingId}/captions': removeRecordingCaptions,
  'POST /web/preview': createPreview,
  'GET /web/preview/{id}': getPreview,
  'GET /web/video/{companyId}': listVideos,
  'GET /web/video/id/{id}': getVideo,
  'POST /web/video': createVideo,
  'PUT /web/video/{videoId}': updateVideo,
  'DELETE /web/video/{videoId}': deleteVideo,
  'GET /web/hero/{companyId}': listHeroes,
  'GET /web/hero/id/{id}': getHero,
  'POST /web/hero': createHero,
  'POST /web/hero/copy': copyHero,
  'PUT /web/hero/{heroId}': updateHero,
  'DELETE /web/hero/{heroId}': deleteHero,
  'GET /web/solo/{companyId}': listSolos,
  'GET /web/solo/id/{id}': getSolo,
  'POST /web/solo': createSolo,
  'POST /web/solo/copy': copySolo,
  'PUT /web/solo/{soloId}': updateSolo,
  'DELETE /web/solo/{soloId}': deleteSolo,
  'GET /web/sneakpeek/{companyId}': listSneakpeeks,
  'GET /web/sneakpeek/id/{id}': getSneakpeek,
  'POST /web/sneakpeek': createSneakpeek,
  'POST /web/sneakpeek/copy': copySneakpeek,
  'PUT /web/sneakpeek/{sneakpeekId}': updateSneakpeek,
  'DELETE /web/sneakpeek/{sneakpeekId}': deleteSneakpeek,
  'GET /web/cyoa/{companyId}': listCyoas,
  'GET /web/cyoa/id/{id}': getCyoa,
  'POST /web/cyoa': createCyoa,
  'POST /web/cyoa/copy': copyCyoa,
  'PUT /web/cyoa/{cyoaId}': updateCyoa,
  'PUT /web/cyoa/{cyoaId}/publish': publishCyoa,
  'DELETE /web/cyoa/{cyoaId}': deleteCyoa,
  'GET /web/setting/embed/{companyId}': getEmbedSettings,
  'POST /web/embed-share': createShare,
  'DELETE /web/embed-share/{token}': revokeShare,
  'GET /web/categories': listCategories,
  'GET /web/products/all': listAllProducts,
  'GET /web/products/': listCategoryProducts,
  'GET /web/products/features/{productId}': listProductFeatures,
  'POST /web/embed-settings/check-assignment-status': checkAssignmentStatus,
  'POST /web/embed-settings/assign-demo': assignDemo,
  'PUT /web/embed-settings/catalogue': replaceCatalogue,
} as const;

export type Routes = typeof routes;
export type RouteKey = keyof Routes;
