import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import {
  accountBasketRoutes,
  accountRoutes,
  addressRoutes,
  orderHistoryRoutes,
  reviewRoutes,
} from './features/accounts';
import { activityRoutes, registerActivityRecording } from './features/activity';
import { loginRoutes, registerAuthentication } from './features/auth';
import { backOfficeBlogRoutes } from './features/back-office-blog';
import { backOfficeContactRoutes } from './features/back-office-contact';
import { backOfficeHoursRoutes } from './features/back-office-hours';
import { backOfficeLookRoutes } from './features/back-office-look';
import { backOfficeMenuRoutes } from './features/back-office-menu';
import { backOfficeNewsletterRoutes } from './features/back-office-newsletter';
import { backOfficePaymentsRoutes, sellerDetailsRoutes } from './features/back-office-payments';
import { backOfficeReservationsRoutes } from './features/back-office-reservations';
import { backOfficeTaxesRoutes } from './features/back-office-taxes';
import { basketRoutes, checkoutExtrasRoutes } from './features/basket';
import { blogRoutes } from './features/blog';
import { cashExportRoutes } from './features/cash-export';
import { catalogueRoutes } from './features/catalogue/catalogue.routes';
import { contactRoutes } from './features/contact';
import { deliveryTimeRoutes } from './features/delivery-time';
import { eInvoiceRoutes } from './features/e-invoice';
import { healthRoutes } from './features/health/health.routes';
import { liveRoutes } from './features/live';
import { breakPatternRoutes, managerOrderRoutes, managerRoutes } from './features/managers';
import { backOfficeImageRoutes } from './features/media/back-office-images.routes';
import { logoIconRoutes } from './features/media/logo-icons.routes';
import { mediaRoutes } from './features/media/media.routes';
import { newsletterRoutes } from './features/newsletter';
import { oauthRoutes } from './features/oauth/oauth.routes';
import { firstRunRoutes } from './features/onboarding';
import { orderRoutes } from './features/order';
import { paymentRoutes } from './features/payment';
import { receiptRoutes } from './features/receipts';
import { reservationRoutes } from './features/reservation';
import { restaurantSearchRoutes } from './features/restaurant-search';
import { restaurantRoutes } from './features/restaurants';
import { robotRoutes, tableCallRoutes } from './features/robot';
import { invitationRoutes, staffRoutes } from './features/staff';
import { managerTableBillRoutes, tablePaymentRoutes, tableReceiptRoutes } from './features/table-payments';
import { managerTableRoutes, setTableRoutes } from './features/tables';
import { managerTicketRoutes, ticketSlotRoutes } from './features/tickets';
import { visitRoutes } from './features/visits';
import { registerWebApp } from './features/web-app/web-app.plugin';
import { compressThreshold } from './lib/precompressed';
import { registerErrorHandling } from './plugins/errors';
import { answerClientError, answerFrameworkError } from './plugins/framework-errors';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerOpenApi } from './plugins/openapi';
import { rememberingQueryParser } from './plugins/query-strings';
import { lazyRequestLogger } from './plugins/request-logger';
import { registerSecurityHeaders } from './plugins/security-headers';
import { zodValidatorCompiler } from './plugins/validation';

/** Builds the whole app: plugins, then features. It never listens (server.ts does). */
export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: {
      level: deps.config.LOG_LEVEL,
      // query strings carry basket ids (decision 007): logs keep the path only
      serializers: {
        req: (request: { method: string; url: string; id: string }) => ({
          id: request.id,
          method: request.method,
          path: request.url.split('?')[0],
        }),
      },
    },
    // ids and flags arrive as query strings; arrays as repeated keys
    routerOptions: {
      ignoreTrailingSlash: true,
      maxParamLength: 200,
      querystringParser: rememberingQueryParser(),
    },
    // issue 21: a request's child logger is made when the request first logs
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: 256 * 1024,
    // only these proxies may name the client's address (per-address rate limits rely on it)
    trustProxy: deps.config.TRUST_PROXY,
    // refusals before any route runs answer in the SPEC §8 envelope too (issue 14.3)
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ...options,
  }).withTypeProvider<ZodTypeProvider>();

  // OAuth clients send the token request form-encoded (RFC 6749 §4.4.2)
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  // issue 32.1: a body's depth is bounded before anything walks it
  registerJsonBodyParser(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // before authentication, so a refused request carries the headers too
  registerSecurityHeaders(app);
  registerAuthentication(app, deps.tokens);
  app.addHook('onRoute', (route) => {
    // issue 21: a GET or HEAD has no body to decompress, so it skips the plugin's preParsing hook
    // (this hook runs before the plugin's own onRoute, registered next)
    const methods = [route.method].flat();
    if (route.decompress === undefined && methods.every((method) => method === 'GET' || method === 'HEAD'))
      route.decompress = false;
  });
  await app.register(fastifyCompress, { threshold: compressThreshold });

  // issue 32: the document says which operations are public and every status each can answer
  await registerOpenApi(app);

  // issue 20 (decision 044): before any route, so each manager write's declaration is seen
  const activityDeclarations = registerActivityRecording(app, deps);
  app.decorate('activityDeclarations', activityDeclarations);

  for (const routes of [
    oauthRoutes,
    loginRoutes,
    healthRoutes,
    mediaRoutes,
    // issue 20 (decision 051): the installed storefront's icons, made from the logo
    logoIconRoutes,
    restaurantRoutes,
    // issue 19: the restaurant search of a landing page
    restaurantSearchRoutes,
    catalogueRoutes,
    basketRoutes,
    checkoutExtrasRoutes,
    deliveryTimeRoutes,
    orderRoutes,
    // issue 36 (decision 088): a business guest's e-invoice
    eInvoiceRoutes,
    // issue 36: the order's receipt, as a page and a PDF
    receiptRoutes,
    paymentRoutes,
    managerRoutes,
    managerOrderRoutes,
    breakPatternRoutes,
    liveRoutes,
    // issue 8: restaurant information and engagement
    newsletterRoutes,
    contactRoutes,
    blogRoutes,
    reservationRoutes,
    visitRoutes,
    accountRoutes,
    addressRoutes,
    accountBasketRoutes,
    orderHistoryRoutes,
    reviewRoutes,
    // issue 16: ordering at the table
    setTableRoutes,
    robotRoutes,
    managerTableRoutes,
    tableCallRoutes,
    // issue 18: event and ticketing mode
    ticketSlotRoutes,
    managerTicketRoutes,
    // issue 17: shared table payments
    tablePaymentRoutes,
    // issue 33: a table's bill as the staff see it, and closing its visit
    managerTableBillRoutes,
    // issue 36 (decision 090): a payer's receipt and a table's invoice
    tableReceiptRoutes,
    // issue 20: the back office's opening hours, closures and delivery areas
    backOfficeHoursRoutes,
    // issue 20: the back office's vouchers, tips and payment methods
    backOfficePaymentsRoutes,
    // issue 36: the seller the receipts name
    sellerDetailsRoutes,
    // issue 20: the back office's menu
    backOfficeMenuRoutes,
    // issue 20: the back office's images (products, categories, logo and cover)
    backOfficeImageRoutes,
    // issue 20: the back office's blog, newsletter, contact messages and reservations
    backOfficeBlogRoutes,
    backOfficeNewsletterRoutes,
    backOfficeContactRoutes,
    backOfficeReservationsRoutes,
    // issue 20: the back office's look, legal pages and announcements
    backOfficeLookRoutes,
    // issue 20: staff, roles and the activity list
    staffRoutes,
    invitationRoutes,
    activityRoutes,
    // issue 20: the first-run page of an installation without restaurants
    firstRunRoutes,
    // issue 36: the orders paid on site, for the certified cash register; the VAT rates
    cashExportRoutes,
    backOfficeTaxesRoutes,
  ]) {
    await app.register(routes(deps), { prefix: '/api' });
  }
  app.addHook('onClose', () => deps.realtime.close());
  await registerWebApp(app, deps);
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** every write route's activity declaration by "METHOD /url" (decision 044) */
    activityDeclarations: ReadonlyMap<string, import('./features/activity').ActivityDeclaration | undefined>;
  }
}
