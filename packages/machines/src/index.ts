import { analyticsMachine } from './analytics/analyticsMachine.ts';
import { confirmMachine } from './auth/confirmMachine.ts';
import { linkedinCallbackMachine } from './auth/linkedinCallbackMachine.ts';
import { linkedinProviderMachine } from './auth/linkedinProviderMachine.ts';
import { loginMachine } from './auth/loginMachine.ts';
import { matrixLoginMachine } from './auth/matrixLoginMachine.ts';
import { resetMachine } from './auth/resetMachine.ts';
import { signupMachine } from './auth/signupMachine.ts';
import { socialLoginMachine } from './auth/socialLoginMachine.ts';
import { contactDetailMachine } from './contacts/contactDetailMachine.ts';
import { contactListsMachine } from './contacts/contactListsMachine.ts';
import { contactUploadMachine } from './contacts/contactUploadMachine.ts';
import { demoListMachine } from './demos/demoListMachine.ts';
import { newDemoMachine } from './demos/newDemoMachine.ts';
import { playerMachine } from './demos/playerMachine.ts';
import { recorderMachine } from './demos/recorderMachine.ts';
import { recordingEditorMachine } from './demos/recordingEditorMachine.ts';
import { videoEditorMachine } from './demos/videoEditorMachine.ts';
import { videoListMachine } from './demos/videoListMachine.ts';
import { cyoaEditorMachine } from './embeds/cyoaEditorMachine.ts';
import { embedCodeMachine } from './embeds/embedCodeMachine.ts';
import { embedListMachine } from './embeds/embedListMachine.ts';
import { heroEditorMachine } from './embeds/heroEditorMachine.ts';
import { marketplaceMappingMachine } from './embeds/marketplaceMappingMachine.ts';
import { publishPromptsMachine } from './embeds/publishPromptsMachine.ts';
import { shareLinksMachine } from './embeds/shareLinksMachine.ts';
import { shareMachine } from './embeds/shareMachine.ts';
import { sneakpeekMachine } from './embeds/sneakpeekMachine.ts';
import { soloEditorMachine } from './embeds/soloEditorMachine.ts';
import { linkGenerationMachine } from './pages/linkGenerationMachine.ts';
import { mappingTabMachine } from './pages/mappingTabMachine.ts';
import { pageEditorMachine } from './pages/pageEditorMachine.ts';
import { pageListMachine } from './pages/pageListMachine.ts';
import { pageThumbnailMachine } from './pages/pageThumbnailMachine.ts';
import { prospectLinksMachine } from './pages/prospectLinksMachine.ts';
import { cyoaRuntimeMachine } from './prospect/cyoaRuntimeMachine.ts';
import { frameMachine } from './prospect/frameMachine.ts';
import { gateMachine } from './prospect/gateMachine.ts';
import { prospectPageMachine } from './prospect/prospectPageMachine.ts';
import { logoMachine } from './settings/logoMachine.ts';
import { prospectSettingsMachine } from './settings/prospectSettingsMachine.ts';
import { settingsMachine } from './settings/settingsMachine.ts';
import { consentMachine } from './shell/consentMachine.ts';
import { shellMachine } from './shell/shellMachine.ts';

export * from './analytics/index.ts';
export * from './auth/confirmMachine.ts';
export * from './auth/linkedinCallbackMachine.ts';
export * from './auth/linkedinProviderMachine.ts';
export * from './auth/loginMachine.ts';
export * from './auth/matrixLoginMachine.ts';
export * from './auth/resetMachine.ts';
export * from './auth/signupMachine.ts';
export * from './auth/socialLoginMachine.ts';
export * from './contacts/index.ts';
export * from './demos/annotations.ts';
export * from './demos/demoListMachine.ts';
export * from './demos/newDemoMachine.ts';
export * from './demos/playerMachine.ts';
export * from './demos/recorderMachine.ts';
export * from './demos/recordingEditor.ts';
export * from './demos/recordingEditorMachine.ts';
export * from './demos/videoEditorMachine.ts';
export * from './demos/videoListMachine.ts';
export * from './embeds/index.ts';
export * from './forms/index.ts';
export * from './pages/linkGenerationMachine.ts';
export * from './pages/mappingTabMachine.ts';
export * from './pages/pageEditor.ts';
export * from './pages/pageEditorMachine.ts';
export * from './pages/pageListMachine.ts';
export * from './pages/pageThumbnailMachine.ts';
export * from './pages/prospectLinksMachine.ts';
export * from './pages/rulesEditor.ts';
export * from './prospect/index.ts';
export * from './settings/logoMachine.ts';
export * from './settings/prospectSettingsMachine.ts';
export * from './settings/settingsMachine.ts';
export * from './shell/consentMachine.ts';
export * from './shell/shellMachine.ts';

/**
 * Every machine of the product by id. tests/machine-stories.test.ts walks each one and fails
 * when a reachable state has no story that shows it: a machine lands with its stories.
 */
export const machines = {
  login: loginMachine,
  signup: signupMachine,
  socialLogin: socialLoginMachine,
  linkedinProvider: linkedinProviderMachine,
  linkedinCallback: linkedinCallbackMachine,
  matrixLogin: matrixLoginMachine,
  reset: resetMachine,
  confirm: confirmMachine,
  consent: consentMachine,
  shell: shellMachine,
  settings: settingsMachine,
  logo: logoMachine,
  prospectSettings: prospectSettingsMachine,
  contactUpload: contactUploadMachine,
  contactLists: contactListsMachine,
  contactDetail: contactDetailMachine,
  demoList: demoListMachine,
  recorder: recorderMachine,
  player: playerMachine,
  newDemo: newDemoMachine,
  recordingEditor: recordingEditorMachine,
  videoEditor: videoEditorMachine,
  videoList: videoListMachine,
  publishPrompts: publishPromptsMachine,
  marketplaceMapping: marketplaceMappingMachine,
  cyoaEditor: cyoaEditorMachine,
  embedList: embedListMachine,
  share: shareMachine,
  shareLinks: shareLinksMachine,
  embedCode: embedCodeMachine,
  heroEditor: heroEditorMachine,
  soloEditor: soloEditorMachine,
  sneakpeek: sneakpeekMachine,
  cyoaRuntime: cyoaRuntimeMachine,
  frame: frameMachine,
  gate: gateMachine,
  prospectPage: prospectPageMachine,
  pageList: pageListMachine,
  pageEditor: pageEditorMachine,
  analytics: analyticsMachine,
  linkGeneration: linkGenerationMachine,
  prospectLinks: prospectLinksMachine,
  mappingTab: mappingTabMachine,
  pageThumbnail: pageThumbnailMachine,
} as const;
