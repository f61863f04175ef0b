/**
 * Messages shown at a form's field (beside the spec's toasts, which stay as they are): each says
 * what the field needs, in the words of its label.
 */
export const FIELD_MSG = {
  emailRequired: 'Enter your email address.',
  emailShape: 'Enter an email address like name@school.org.',
  passwordRequired: 'Enter your password.',
  nameRequired: 'Enter a name.',
  classNameRequired: 'Enter the class name.',
  descriptionRequired: 'Enter a description.',
  titleRequired: 'Enter a title.',
  contentRequired: 'Write the content.',
  dueDateRequired: 'Choose the due date and time.',
  fullNameRequired: 'Enter the full name.',
  newPasswordRequired: 'Enter a password.',
  meetingLinkShape: 'Enter a web address starting with http:// or https://.',
  providerLabelRequired: 'Enter the label for the sign-in button.',
  issuerRequired: "Enter the provider's issuer URL.",
  clientIdRequired: 'Enter the client ID the provider gave you.',
  clientSecretRequired: 'Enter the client secret the provider gave you.',
  samlMetadataRequired: "Enter the address of the identity provider's metadata, or paste its XML.",
} as const;
