export {
  type Attempt,
  type AttemptGuard,
  type AttemptKind,
  accountKey,
  attemptLimits,
  createAttemptGuard,
  resetMailsPerAccount,
} from './attempt-guard';
export { bearerToken, registerAuthentication } from './auth.plugin';
export { loginRoutes } from './login.routes';
export { verifyCustomerLogin, verifyManagerLogin } from './login.service';
export { type AccountHolder, createTokenService, type Principal, type TokenService } from './tokens';
