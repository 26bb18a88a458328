import type { MenuTexts } from '@tavola/contracts';

// Where the product editor shows a 422's messages: which language tab, and which go above its buttons.

/** The language a 422 names first in a text field (`name.de`, `option_groups.0.name.fr`), to show its tab. */
export function languageOfFirstError(fields: readonly string[]): keyof MenuTexts | undefined {
  for (const field of fields) {
    const match = /(?:^|\.)(?:name|description|title|content)\.(en|de|fr|ar)$/.exec(field);
    if (match) return match[1] as keyof MenuTexts;
  }
  return undefined;
}

/** the fields the editor shows a message beside */
const placed =
  /^(?:(?:name|description)\.(?:en|de|fr|ar)|category_id|subcategory_id|price|stock|depot_id|delivery_types|tax_category|option_groups\.\d+\.(?:name\.(?:en|de|fr|ar)|min|max|options|options\.\d+\.(?:name\.(?:en|de|fr|ar)|price))|steps\.\d+\.(?:name\.(?:en|de|fr|ar)|min|max|choices|choices\.\d+\.(?:product_id|price))|happy_hours\.\d+\.(?:weekday|start_date|end_date|start_time|end_time)|extra_tabs\.\d+\.(?:title|content)\.(?:en|de|fr|ar))$/;

/** A 422's messages on fields the editor has no place for (e.g. a stale option id): shown above its buttons. */
export const unplacedMessages = (errors: Readonly<Record<string, readonly string[] | undefined>>): string[] =>
  Object.entries(errors).flatMap(([field, messages]) =>
    placed.test(field) ? [] : (messages ?? []).slice(0, 1),
  );
