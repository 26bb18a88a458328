import type { ProductDto } from '@tavola/contracts';

/**
 * SPEC §4 Add flow / §5: a card whose product names its person or asks for a date (SPEC §3
 * additional_info_config; the server also asks a date of a happy hour pre-ordered, SPEC §3
 * pre_order_for_happy_hour) asks for them before adding.
 */
export const asksBeforeAdding = (product: ProductDto): boolean =>
  product.additional_info_config.name || product.additional_info_config.date;
