import { defineMessages } from './define.ts';

// The texts of the super admin's configuration and switch calls (spec 03 §2.19). Spec texts verbatim
// where the spec names one ('Update Successfully').

/** Messages of the config, switch and service-info calls. */
export const SiteMessage = defineMessages('site', {
  updated: { as: 'success', en: 'Update Successfully' },
  controlCharacters: { as: 'badRequest', params: ['field'], en: (field: string) => `${field} must not contain control characters` },
  fieldRequired: { as: 'badRequest', params: ['field'], en: (field: string) => `${field} is required` },
  smsProviderRequired: { as: 'badRequest', en: 'Choose an SMS provider before turning SMS on' },
  smsEndpointRequired: { as: 'badRequest', en: 'The http provider needs the address of its gateway (endpoint)' },
  created: { as: 'success', en: 'Create Successfully' },
  deleted: { as: 'success', en: 'Delete successfully' },
  toolNotFound: { as: 'notFound', en: 'The tool does not exist' },
});
