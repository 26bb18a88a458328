import { parseArgs } from 'node:util';
import type { NewRestaurant } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { slugFromName } from '@tavola/domain';
import { serverTranslator } from '@tavola/i18n';
import { createRestaurantWithOwner } from '../features/onboarding';
import { HttpError } from '../lib/http-error';

/** Asks for one value; `secret` hides what is typed. Absent: the command never asks. */
export type Ask = (question: string, options?: { fallback?: string; secret?: boolean }) => Promise<string>;

export interface CommandIo {
  argv: string[];
  db: Database;
  out: (line: string) => void;
  ask?: Ask;
  /** the storefront's address, for the closing lines */
  publicUrl: string;
}

const flags = {
  name: { type: 'string' },
  slug: { type: 'string' },
  'time-zone': { type: 'string' },
  currency: { type: 'string' },
  language: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const usage = `Usage: npm run create-restaurant -- [flags]
  --name "Trattoria Nova"    the restaurant's name
  --slug trattoria-nova       its address part (?restaurant=…); from the name when left out
  --time-zone Europe/Zurich   IANA time zone (default Europe/Berlin)
  --currency CHF              ISO 4217 code (default EUR)
  --language de               en, de, fr or ar (default en)
  --email chef@nova.example   the first manager's e-mail
  --password '…'              at least 8 characters; left out, one is generated and printed once
Missing values are asked for when the terminal is interactive.`;

/** Each problem on a line of its own, named by its flag, in English. */
function problemLines(error: HttpError): string[] {
  const t = serverTranslator('en');
  const fields = Object.entries(error.fields ?? {});
  if (!fields.length) return [t(error.key, error.params)];
  return fields.flatMap(([field, messages]) =>
    messages.map(
      (message) =>
        `  --${field.replace('_', '-')}: ${'key' in message ? t(message.key, message.params) : message.text}`,
    ),
  );
}

/**
 * Issue 20: `npm run create-restaurant` — a restaurant with empty defaults and its first
 * manager, through the same service as the first-run page. Flags for scripts; prompts for what
 * is missing when a person sits at the terminal. Answers the exit code.
 */
export async function createRestaurantCommand({ argv, db, out, ask, publicUrl }: CommandIo): Promise<number> {
  let values: ReturnType<typeof parseArgs<{ options: typeof flags }>>['values'];
  try {
    ({ values } = parseArgs({ args: argv, options: flags, strict: true }));
  } catch (error) {
    out(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (values.help) {
    out(usage);
    return 0;
  }
  const value = async (given: string | undefined, question: string, fallback?: string) =>
    given ?? (ask ? (await ask(question, { fallback })) || fallback : fallback) ?? '';
  const name = await value(values.name, 'Restaurant name');
  const input: NewRestaurant = {
    name,
    slug: await value(values.slug, 'Address part (slug)', slugFromName(name)),
    time_zone: await value(values['time-zone'], 'Time zone', 'Europe/Berlin'),
    currency: await value(values.currency, 'Currency', 'EUR'),
    language: await value(values.language, 'Language (en, de, fr, ar)', 'en'),
    email: await value(values.email, 'Manager e-mail'),
    password:
      values.password ??
      (ask ? await ask('Password (leave empty to generate one)', { secret: true }) : undefined),
  };
  try {
    const created = await createRestaurantWithOwner(db, input);
    out(`Created ${created.restaurant.name}.`);
    out(`  Storefront:   ${publicUrl}/?restaurant=${created.restaurant.slug}`);
    out(`  Manager area: ${publicUrl}/manager`);
    out(`  Manager:      ${created.manager.email}`);
    if (created.generatedPassword)
      out(`  Password:     ${created.generatedPassword}  (shown only now: keep it safe)`);
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    out(['The restaurant was not created:', ...problemLines(error)].join('\n'));
    return 1;
  }
}
