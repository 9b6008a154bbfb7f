// The texts of the super admin's configuration and switch calls (spec 03 §2.19). Spec texts verbatim
// where the spec names one ('Update Successfully').

/** Messages of the config, switch and service-info calls. */
export const SiteMessage = {
  updated: 'Update Successfully',
  created: 'Create Successfully',
  deleted: 'Delete successfully',
  toolNotFound: 'The tool does not exist',
  controlCharacters: (field: string) => `${field} must not contain control characters`,
  fieldRequired: (field: string) => `${field} is required`,
  smsProviderRequired: 'Choose an SMS provider before turning SMS on',
  smsEndpointRequired: 'The http provider needs the address of its gateway (endpoint)',
} as const;
