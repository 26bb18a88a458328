export { registerAuthentication } from './auth.plugin';
export { createTokenService, type Principal, type TokenService } from './tokens';
