import { describe, expect, it } from 'vitest';
import { loadInfoCatalogue } from './info-messages';
import { locales } from './locales';
import { loadManagerCatalogue } from './manager-messages';
import { infoEn } from './messages/info.en';
import { managerEn } from './messages/manager.en';
import { receiptEn } from './messages/receipt.en';
import { serverEn } from './messages/server.en';
import { webEn } from './messages/web.en';
import { webAccountEn } from './messages/web-account.en';
import { webDeferredEn } from './messages/web-deferred.en';
import { receiptCatalogues } from './receipt-messages';
import { serverCatalogues } from './server-messages';
import { loadWebAccountCatalogue } from './web-account-messages';
import { loadDeferredWebCatalogue, loadWebCatalogue } from './web-messages';

/** Distinct placeholder names over all forms of a message (locales differ in how many plural forms they use). */
const placeholders = (message: unknown): string[] =>
  [...new Set([...JSON.stringify(message).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();

const webCatalogues = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await loadWebCatalogue(locale)] as const)),
);
const webDeferredCatalogues = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await loadDeferredWebCatalogue(locale)] as const)),
);
const managerCatalogues = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await loadManagerCatalogue(locale)] as const)),
);

const infoCatalogues = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await loadInfoCatalogue(locale)] as const)),
);
const webAccountCatalogues = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await loadWebAccountCatalogue(locale)] as const)),
);

describe.each([
  ['server', serverCatalogues, serverEn],
  ['web', webCatalogues, webEn],
  ['web (checkout and orders)', webDeferredCatalogues, webDeferredEn],
  ['manager', managerCatalogues, managerEn],
  ['info', infoCatalogues, infoEn],
  ['web account', webAccountCatalogues, webAccountEn],
  ['receipt', receiptCatalogues, receiptEn],
] as const)('%s messages', (_name, catalogues, source) => {
  it.each(locales)('%s has every key of English, none empty, with the same placeholders', (locale) => {
    const catalogue = catalogues[locale] as Record<string, unknown>;
    const missing = Object.keys(source).filter((key) => !catalogue[key]);
    const extra = Object.keys(catalogue).filter((key) => !(key in source));
    expect(missing, `missing in ${locale}`).toEqual([]);
    expect(extra, `unknown keys in ${locale}`).toEqual([]);
    for (const key of Object.keys(source)) {
      expect(placeholders(catalogue[key]), `${locale}.${key}`).toEqual(
        placeholders((source as Record<string, unknown>)[key]),
      );
    }
  });
});
