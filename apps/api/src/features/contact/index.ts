export { contactRoutes } from './contact.routes';
export { createRecaptchaVerifier, type RecaptchaVerifier } from './recaptcha-verifier';
