export { ApplicationSignButton } from './application-sign-button';
export { type CertificateSigning, SignDialog, type SignDialogProps } from './sign-dialog';
export { SigningCallError, signingApi } from './signing-api';
