import type { BasketDto } from '@tavola/contracts';
import { type Database, schema } from '@tavola/db';
import {
  type AttributeGroupRule,
  type AttributeSelection,
  checkAttributeSelection,
  checkPackageSelection,
  type DeliveryType,
  epochOfLocal,
  fitsStock,
  isProductAvailableAt,
  judgedByOwnDate,
  type LocalMoment,
  offeredDeliveryTypes,
  type PackageSelection,
  parseLocalDateTime,
  remainingStock,
  resolveText,
  toLocalMoment,
} from '@tavola/domain';
import type { Locale, ServerMessageKey } from '@tavola/i18n';
import { eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/http-error';
import type { Principal } from '../auth';
import { orderableTypes, type RestaurantRow, restaurantLocale, restaurantSettings } from '../restaurants';
import {
  type BasketContents,
  type BasketRow,
  findBasket,
  findPackageRules,
  findProductsWithRules,
  loadBasketContents,
  type ProductWithRules,
  setLineQuantity,
} from './basket.repository';
import { assertBasketAccess } from './basket-access';
import { assertAmountLimit, assertQuantityLimits, limitedLines } from './basket-limits';
import { basketQuantities, basketView } from './basket-view';
import { basketDatesOf, type ItemExtraInfo, itemDetailsFor, withDetails } from './item-details';
import { removeProductsNotOffered } from './products-not-offered';
import { type CountedVisit, countTableGuests } from './table-guests';
import { assertTicketPlaces } from './ticket-places';

const { baskets, basketProducts, basketProductAttributeItems, basketPackageItems } = schema;

/** Who asks, for which restaurant, in which language. */
export interface BasketCaller {
  db: Database;
  restaurant: RestaurantRow;
  principal: Principal | undefined;
  locale: Locale;
}

type Field = { key: ServerMessageKey; params?: Record<string, string | number> };
const invalid = (field: string, problems: Field[]) =>
  new HttpError(422, problems[0]?.key ?? 'field_invalid', problems[0]?.params, { [field]: problems });

function render(caller: BasketCaller, basket: BasketRow, contents: BasketContents): BasketDto {
  return basketView(basket, contents, {
    locale: caller.locale,
    fallback: restaurantLocale(caller.restaurant),
    timeZone: caller.restaurant.timeZone,
    vouchersAccepted: restaurantSettings(caller.restaurant).available_voucher,
  });
}

/** What a change may hand back: the basket row if it changed it, the contents if it kept them current. */
interface ChangeOutcome {
  basket?: BasketRow;
  contents?: BasketContents;
}

/**
 * Runs a change on a basket inside a transaction that holds the basket's row lock. A change that
 * can add units or raise prices says `keepWithinLimits`: the changed basket must then keep the
 * caps of issue 14 and, with a ticketing system, its slot's places left (ticket-places.ts), or
 * the change is rolled back with a 422. Changes that only take away are not checked, so a
 * basket over the caps from before them can still shrink.
 */
export async function changeBasket(
  caller: BasketCaller,
  basketId: string,
  change: (tx: Database, basket: BasketRow, contents: BasketContents) => Promise<ChangeOutcome | undefined>,
  options: { keepWithinLimits?: boolean } = {},
): Promise<BasketDto> {
  return caller.db.transaction(async (tx) => {
    const basket = assertBasketAccess(
      await findBasket(tx, basketId, true),
      caller.restaurant.id,
      caller.principal,
    );
    const before = await loadBasketContents(tx, basket);
    const outcome: ChangeOutcome = (await change(tx, basket, before)) ?? {};
    const changed = outcome.basket ?? basket;
    // the hot add path hands back its contents updated in memory; other changes read them again
    const contents = outcome.contents ?? (await loadBasketContents(tx, changed));
    if (options.keepWithinLimits) {
      assertQuantityLimits(caller.restaurant, limitedLines(contents));
      await assertTicketPlaces(tx, caller.restaurant, changed, before, contents);
    }
    const view = render(caller, changed, contents);
    if (options.keepWithinLimits) assertAmountLimit(caller.restaurant, caller.locale, view);
    return view;
  });
}

/** The moment a basket orders for: its delivery time, else now, in the restaurant's zone. */
function orderMoment(restaurant: RestaurantRow, basket: BasketRow): LocalMoment {
  return toLocalMoment((basket.deliveryTime ?? new Date()).getTime(), restaurant.timeZone);
}

function assertOrderable(
  caller: BasketCaller,
  basket: BasketRow,
  product: ProductWithRules | undefined,
): ProductWithRules {
  if (!product?.active) throw notFound('product_not_exist');
  const name = resolveText(product.name, caller.locale, restaurantLocale(caller.restaurant));
  if (!product.deliveryTypes.includes(basket.deliveryType))
    throw new HttpError(400, 'product_not_available_type', { name });
  const moment = orderMoment(caller.restaurant, basket);
  // SPEC §3 pre_order_for_happy_hour: a happy hour is judged by each unit's own date, which
  // itemDetailsFor checks; here only whether the kitchen pauses it at the basket's time
  const ownDate = judgedByOwnDate(restaurantSettings(caller.restaurant).pre_order_for_happy_hour, product);
  const rule = {
    happyHours: ownDate ? [] : product.happyHours.map((hour) => ({ ...hour })),
    endDate: ownDate ? null : product.endDate,
    breaks: product.breaks,
  };
  if (!isProductAvailableAt(rule, moment)) {
    throw new HttpError(
      400,
      basket.deliveryTime ? 'product_not_available_date' : 'product_not_available_now',
      { name },
    );
  }
  return product;
}

/** SPEC §8 out of stock: 'Out of stock' or 'only N items in stock', under the field `inStock`. */
function assertStock(product: ProductWithRules, inCart: number, wanted: number): void {
  if (fitsStock(product.stock, inCart, wanted)) return;
  const remaining = remainingStock(product.stock, inCart) ?? 0;
  throw invalid('inStock', [
    remaining === 0 ? { key: 'out_of_stock' } : { key: 'only_n_in_stock', params: { count: remaining } },
  ]);
}

export async function createBasket(
  caller: BasketCaller,
  input: { deliveryTime?: string | null; deliveryType?: DeliveryType },
): Promise<{ id: string; restaurant_id: number }> {
  const { principal, restaurant } = caller;
  if (!principal || principal.kind === 'manager') throw new HttpError(403, 'not_authorized');
  const settings = restaurantSettings(restaurant);
  const offered = offeredDeliveryTypes(await orderableTypes(caller.db, restaurant), settings.closed);
  const deliveryType = input.deliveryType ?? offered[0] ?? settings.deliveryTypes[0] ?? 'pickup';
  if (!offered.includes(deliveryType)) throw new HttpError(400, 'delivery_type_unavailable');
  const deliveryTime = input.deliveryTime
    ? (() => {
        const moment = parseLocalDateTime(input.deliveryTime);
        return new Date(epochOfLocal(moment.date, moment.minutes, restaurant.timeZone));
      })()
    : null;
  const [row] = await caller.db
    .insert(baskets)
    .values({
      restaurantId: restaurant.id,
      userId: principal.kind === 'customer' ? principal.userId : null,
      guestId: principal.kind === 'public' ? principal.guestId : null,
      deliveryType,
      deliveryTime,
    })
    .returning({ id: baskets.id });
  if (!row) throw new Error('basket insert returned nothing');
  return { id: row.id, restaurant_id: restaurant.id };
}

export async function getBasket(caller: BasketCaller, basketId: string): Promise<BasketDto> {
  const basket = assertBasketAccess(
    await findBasket(caller.db, basketId),
    caller.restaurant.id,
    caller.principal,
  );
  return render(caller, basket, await loadBasketContents(caller.db, basket));
}

type OptionChoice = { id: number; quantity: number };

/** Adding changes can make a basket bigger or dearer: they keep it within the caps. */
const withinLimits = { keepWithinLimits: true };

/** The product's option groups as rules, and the choice as a selection per group (pivot ids). */
function optionRules(product: ProductWithRules) {
  const pivots = product.options;
  const groups = new Map<number, AttributeGroupRule & { name: Record<string, string> }>();
  for (const pivot of pivots) {
    const group = groups.get(pivot.group.id) ?? {
      id: pivot.group.id,
      minimumValue: pivot.group.minimumValue,
      maximumValue: pivot.group.maximumValue,
      isMultiSelect: pivot.group.isMultiSelect,
      itemIds: [],
      name: pivot.group.name,
    };
    group.itemIds = [...group.itemIds, pivot.pivotId];
    groups.set(pivot.group.id, group);
  }
  return { pivots, groups: [...groups.values()] };
}

/** The choice as the product's option rules read it: per group, each option as often as taken. */
function optionProblems(rules: ReturnType<typeof optionRules>, chosen: readonly OptionChoice[]) {
  const selection: Record<number, number[]> = {};
  for (const choice of chosen) {
    const pivot = rules.pivots.find((entry) => entry.pivotId === choice.id)!;
    // an option taken twice counts twice towards its group's maximum (one for single-select groups)
    const repeated = Array.from({ length: choice.quantity }, () => choice.id);
    selection[pivot.group.id] = [...(selection[pivot.group.id] ?? []), ...repeated];
  }
  return checkAttributeSelection(rules.groups, selection as AttributeSelection);
}

/**
 * What a basket line's options no longer satisfy (the rules may have changed since the line was
 * added, or an option left the menu): an option gone, or the group whose rule it breaks, by its
 * name. create-order refuses such a line, as basket/add does (server authority, SPEC §5).
 */
export function lineOptionsProblem(
  product: ProductWithRules,
  chosen: readonly OptionChoice[],
  text: { locale: Locale; fallback: Locale },
): { gone: true } | { group: string } | undefined {
  const rules = optionRules(product);
  if (chosen.some((choice) => !rules.pivots.some((pivot) => pivot.pivotId === choice.id)))
    return { gone: true };
  const [problem] = optionProblems(rules, chosen);
  if (!problem) return undefined;
  const group = rules.groups.find((entry) => entry.id === problem.groupId);
  return { group: resolveText(group?.name, text.locale, text.fallback) };
}

function checkOptions(
  caller: BasketCaller,
  rules: ReturnType<typeof optionRules>,
  chosen: readonly OptionChoice[],
) {
  const fallback = restaurantLocale(caller.restaurant);
  const unknown = chosen.filter((choice) => !rules.pivots.some((pivot) => pivot.pivotId === choice.id));
  if (unknown.length) throw invalid('attributeItems', [{ key: 'attribute_item_invalid' }]);
  const problems = optionProblems(rules, chosen);
  if (problems.length === 0) return;
  throw invalid(
    'attributeItems',
    problems.map((problem): Field => {
      const group = resolveText(
        rules.groups.find((g) => g.id === problem.groupId)?.name,
        caller.locale,
        fallback,
      );
      if (problem.kind === 'below_minimum')
        return { key: 'attribute_minimum', params: { count: problem.minimum, group } };
      if (problem.kind === 'above_maximum')
        return { key: 'attribute_maximum', params: { count: problem.maximum, group } };
      return { key: 'attribute_item_invalid' };
    }),
  );
}

const sameOptions = (a: readonly OptionChoice[], b: readonly OptionChoice[]) =>
  a.length === b.length &&
  a.every((option) => b.some((other) => other.id === option.id && other.quantity === option.quantity));

export interface AddInput {
  basketId: string;
  productId: number;
  basketProductId?: number;
  quantity: number;
  attributeItems?: OptionChoice[];
  extraInfo?: ItemExtraInfo;
}

/**
 * SPEC §7 basket/add: a product (with its chosen options) into the basket, or more units of an
 * existing line when basketProductId is given. Identical lines are merged.
 */
export function addProduct(caller: BasketCaller, input: AddInput): Promise<BasketDto> {
  return changeBasket(
    caller,
    input.basketId,
    async (tx, basket, contents) => {
      if (input.basketProductId !== undefined) {
        const line = contents.lines.find(
          (entry) => entry.id === input.basketProductId && entry.productId === input.productId,
        );
        if (!line) throw notFound('basket_line_not_exist');
        await addUnitsToLine(caller, tx, basket, contents, line.id, input.quantity, input.extraInfo);
        return;
      }
      const product = assertOrderable(
        caller,
        basket,
        contents.catalogue.get(input.productId) ??
          (await findProductsWithRules(tx, caller.restaurant.id, [input.productId])).get(input.productId),
      );
      if (product.isPackage) throw new HttpError(400, 'package_needs_choices');
      const chosen = input.attributeItems ?? [];
      const rules = optionRules(product);
      checkOptions(caller, rules, chosen);
      assertStock(product, basketQuantities(contents).get(input.productId) ?? 0, input.quantity);
      const details = itemDetailsFor(
        { restaurant: caller.restaurant, basket, basketDates: basketDatesOf(contents) },
        product,
        input.quantity,
        input.extraInfo?.itemDetails,
      );
      const extraInfo = withDetails(input.extraInfo ?? {}, details);
      const twin = contents.lines.find((line) => {
        if (
          line.productId !== input.productId ||
          (line.extraInfo.comment ?? '') !== (extraInfo.comment ?? '')
        )
          return false;
        if (line.extraInfo.itemDetails?.length || extraInfo.itemDetails?.length) return false;
        const options = contents.options
          .filter((option) => option.basketProductId === line.id)
          .map((option) => ({ id: option.pivotId, quantity: option.quantity }));
        return sameOptions(options, chosen);
      });
      if (twin) {
        const quantity = twin.quantity + input.quantity;
        await setLineQuantity(tx, { quantity, lineId: twin.id });
        const lines = contents.lines.map((line) => (line.id === twin.id ? { ...line, quantity } : line));
        return { contents: { ...contents, lines } };
      }
      const [line] = await tx
        .insert(basketProducts)
        .values({
          restaurantId: caller.restaurant.id,
          basketId: basket.id,
          productId: input.productId,
          quantity: input.quantity,
          extraInfo,
        })
        .returning({ id: basketProducts.id });
      if (chosen.length) {
        await tx.insert(basketProductAttributeItems).values(
          chosen.map((choice) => ({
            restaurantId: caller.restaurant.id,
            basketProductId: line!.id,
            productAttributeItemId: choice.id,
            quantity: choice.quantity,
          })),
        );
      }
      const options = chosen.map((choice) => {
        const pivot = rules.pivots.find((entry) => entry.pivotId === choice.id)!;
        return {
          basketProductId: line!.id,
          pivotId: pivot.pivotId,
          price: pivot.price,
          quantity: choice.quantity,
          groupId: pivot.group.id,
          itemName: pivot.itemName,
          groupName: pivot.group.name,
        };
      });
      return {
        contents: {
          ...contents,
          lines: [
            ...contents.lines,
            { id: line!.id, productId: product.id, quantity: input.quantity, extraInfo },
          ],
          options: [...contents.options, ...options],
          catalogue: new Map([...contents.catalogue, [product.id, product]]),
        },
      };
    },
    withinLimits,
  );
}

/**
 * More units of an existing line: its product (or, for a package, every choice) must still be in
 * stock, and on an event card each new unit brings its own name and date.
 */
async function addUnitsToLine(
  caller: BasketCaller,
  tx: Database,
  basket: BasketRow,
  contents: BasketContents,
  lineId: number,
  units: number,
  extraInfo: ItemExtraInfo | undefined,
) {
  const line = contents.lines.find((entry) => entry.id === lineId)!;
  const product = assertOrderable(caller, basket, contents.catalogue.get(line.productId));
  const inCart = basketQuantities(contents);
  const items = contents.packageItems.filter((item) => item.basketProductId === line.id);
  if (items.length) {
    for (const item of items) {
      const chosen = contents.catalogue.get(item.productId);
      if (chosen) assertStock(chosen, inCart.get(item.productId) ?? 0, item.quantity * units);
    }
    if (product.stock !== null) assertStock(product, inCart.get(product.id) ?? 0, units);
  } else {
    assertStock(product, inCart.get(product.id) ?? 0, units);
  }
  const added = itemDetailsFor(
    { restaurant: caller.restaurant, basket, basketDates: basketDatesOf(contents) },
    product,
    units,
    extraInfo?.itemDetails,
  );
  const details = added && [...(line.extraInfo.itemDetails ?? []).slice(0, line.quantity), ...added];
  await tx
    .update(basketProducts)
    .set({
      quantity: line.quantity + units,
      ...(details ? { extraInfo: withDetails(line.extraInfo, details) } : {}),
    })
    .where(eq(basketProducts.id, line.id));
}

export interface PackageInput {
  basketId: string;
  productId: number;
  basketProductId?: number;
  quantity: number;
  productItems?: { productId: number; productPackage: number; quantity: number }[];
  extraInfo?: AddInput['extraInfo'];
}

/** SPEC §7 add-product-package-items: a package with one choice per step (within each step's min and max). */
export function addPackage(caller: BasketCaller, input: PackageInput): Promise<BasketDto> {
  return changeBasket(
    caller,
    input.basketId,
    async (tx, basket, contents) => {
      if (input.basketProductId !== undefined) {
        const line = contents.lines.find(
          (entry) => entry.id === input.basketProductId && entry.productId === input.productId,
        );
        if (!line) throw notFound('basket_line_not_exist');
        await addUnitsToLine(caller, tx, basket, contents, line.id, input.quantity, input.extraInfo);
        return;
      }
      const [product] = [
        ...(await findProductsWithRules(tx, caller.restaurant.id, [input.productId])).values(),
      ];
      assertOrderable(caller, basket, product);
      const steps = await findPackageRules(tx, caller.restaurant.id, input.productId);
      if (!product!.isPackage || steps.length === 0) throw new HttpError(400, 'product_has_no_package');
      const fallback = restaurantLocale(caller.restaurant);
      const items = input.productItems ?? [];
      const selection: Record<number, Record<number, number>> = {};
      for (const item of items) {
        const owner = steps.find(({ choices }) =>
          choices.some((choice) => choice.id === item.productPackage && choice.productId === item.productId),
        );
        if (!owner) throw invalid('productItems', [{ key: 'package_choice_invalid' }]);
        const step = selection[owner.step.id] ?? {};
        step[item.productPackage] = (step[item.productPackage] ?? 0) + item.quantity;
        selection[owner.step.id] = step;
      }
      const rules = steps.map(({ step, choices }) => ({
        id: step.id,
        min: step.min,
        max: step.max,
        choices: choices.map((choice) => ({ id: choice.id, isMultipleAllowed: choice.isMultipleAllowed })),
      }));
      const problems = checkPackageSelection(rules, selection as PackageSelection);
      if (problems.length) {
        const chosenProducts = await findProductsWithRules(
          tx,
          caller.restaurant.id,
          items.map((item) => item.productId),
        );
        throw invalid(
          'productItems',
          problems.map((problem): Field => {
            const step = resolveText(
              steps.find((s) => s.step.id === problem.stepId)?.step.name,
              caller.locale,
              fallback,
            );
            if (problem.kind === 'below_minimum')
              return { key: 'package_step_minimum', params: { count: problem.min, step } };
            if (problem.kind === 'above_maximum')
              return { key: 'package_step_maximum', params: { count: problem.max, step } };
            if (problem.kind === 'not_multiple') {
              const choice = items.find((item) => item.productPackage === problem.choiceId);
              const name = resolveText(
                chosenProducts.get(choice?.productId ?? 0)?.name,
                caller.locale,
                fallback,
              );
              return { key: 'package_choice_not_multiple', params: { name } };
            }
            return { key: 'package_choice_invalid' };
          }),
        );
      }
      // every component must fit: the package is unavailable if any would run out
      const chosenProducts = await findProductsWithRules(
        tx,
        caller.restaurant.id,
        items.map((item) => item.productId),
      );
      const inCart = basketQuantities(contents);
      const perPackage = new Map<number, number>();
      for (const item of items)
        perPackage.set(item.productId, (perPackage.get(item.productId) ?? 0) + item.quantity);
      for (const [productId, quantity] of perPackage) {
        const chosen = chosenProducts.get(productId);
        if (!chosen?.active) throw invalid('productItems', [{ key: 'package_not_available' }]);
        assertStock(chosen, inCart.get(productId) ?? 0, quantity * input.quantity);
      }
      if (product!.stock !== null) assertStock(product!, inCart.get(product!.id) ?? 0, input.quantity);
      const details = itemDetailsFor(
        { restaurant: caller.restaurant, basket, basketDates: basketDatesOf(contents) },
        product!,
        input.quantity,
        input.extraInfo?.itemDetails,
      );
      const [line] = await tx
        .insert(basketProducts)
        .values({
          restaurantId: caller.restaurant.id,
          basketId: basket.id,
          productId: input.productId,
          quantity: input.quantity,
          extraInfo: withDetails(input.extraInfo ?? {}, details),
        })
        .returning({ id: basketProducts.id });
      if (items.length) {
        await tx.insert(basketPackageItems).values(
          Object.values(selection).flatMap((choices) =>
            Object.entries(choices).map(([choiceId, quantity]) => ({
              restaurantId: caller.restaurant.id,
              basketProductId: line!.id,
              packageStepProductId: Number(choiceId),
              quantity,
            })),
          ),
        );
      }
    },
    withinLimits,
  );
}

const requireLine = (contents: BasketContents, lineId: number) => {
  const line = contents.lines.find((entry) => entry.id === lineId);
  if (!line) throw notFound('basket_line_not_exist');
  return line;
};

/** SPEC §7 basket/remove: one unit less; the line goes when none is left. */
export function removeOneUnit(caller: BasketCaller, basketId: string, lineId: number): Promise<BasketDto> {
  return changeBasket(caller, basketId, async (tx, _basket, contents) => {
    const line = requireLine(contents, lineId);
    if (line.quantity <= 1) await tx.delete(basketProducts).where(eq(basketProducts.id, line.id));
    else {
      // the last unit's name and date go with it: one entry per unit
      const details = line.extraInfo.itemDetails?.slice(0, line.quantity - 1);
      await tx
        .update(basketProducts)
        .set({
          quantity: line.quantity - 1,
          ...(details ? { extraInfo: withDetails(line.extraInfo, details) } : {}),
        })
        .where(eq(basketProducts.id, line.id));
    }
  });
}

/** SPEC §7 delete-basket-product: the whole line goes. */
export function deleteLine(caller: BasketCaller, basketId: string, lineId: number): Promise<BasketDto> {
  return changeBasket(caller, basketId, async (tx, _basket, contents) => {
    const line = requireLine(contents, lineId);
    await tx.delete(basketProducts).where(eq(basketProducts.id, line.id));
  });
}

/**
 * SPEC §7 add-attribute-items / remove-attribute-items: change the options of a line. Adding an
 * option it has raises its quantity; removing lowers it and drops it at zero. The result must
 * still satisfy the product's groups.
 */
export function changeLineOptions(
  caller: BasketCaller,
  basketId: string,
  lineId: number,
  changes: readonly OptionChoice[],
  direction: 'add' | 'remove',
): Promise<BasketDto> {
  return changeBasket(
    caller,
    basketId,
    async (tx, _basket, contents) => {
      const line = requireLine(contents, lineId);
      const current = new Map(
        contents.options
          .filter((option) => option.basketProductId === line.id)
          .map((option) => [option.pivotId, option.quantity]),
      );
      const product = contents.catalogue.get(line.productId);
      if (!product) throw notFound('product_not_exist');
      for (const change of changes) {
        const group = product.options.find((option) => option.pivotId === change.id)?.group;
        // SPEC §4: choosing in a single-select group replaces its choice, so a required choice can be swapped
        if (direction === 'add' && group && !group.isMultiSelect) {
          for (const option of product.options)
            if (option.group.id === group.id && option.pivotId !== change.id) current.delete(option.pivotId);
        }
        const quantity =
          (current.get(change.id) ?? 0) + (direction === 'add' ? change.quantity : -change.quantity);
        if (quantity > 0) current.set(change.id, quantity);
        else current.delete(change.id);
      }
      const next = [...current].map(([id, quantity]) => ({ id, quantity }));
      checkOptions(caller, optionRules(product), next);
      await tx
        .delete(basketProductAttributeItems)
        .where(eq(basketProductAttributeItems.basketProductId, line.id));
      if (next.length) {
        await tx.insert(basketProductAttributeItems).values(
          next.map((option) => ({
            restaurantId: caller.restaurant.id,
            basketProductId: line.id,
            productAttributeItemId: option.id,
            quantity: option.quantity,
          })),
        );
      }
    },
    { keepWithinLimits: direction === 'add' },
  );
}

/** SPEC §7 update-extraInfo: the item's comment (≤ 140) and, in event mode, names and dates per unit. */
export function updateLineExtraInfo(
  caller: BasketCaller,
  basketId: string,
  lineId: number,
  info: ItemExtraInfo,
): Promise<BasketDto> {
  return changeBasket(caller, basketId, async (tx, basket, contents) => {
    const line = requireLine(contents, lineId);
    let extraInfo = { ...line.extraInfo };
    if (info.comment !== undefined) extraInfo.comment = info.comment;
    const product = contents.catalogue.get(line.productId);
    if (info.itemDetails !== undefined && product) {
      const context = {
        restaurant: caller.restaurant,
        basket,
        basketDates: basketDatesOf(contents, line.id),
      };
      extraInfo = withDetails(
        extraInfo,
        itemDetailsFor(context, product, line.quantity, info.itemDetails, 'itemDetails'),
      );
    }
    await tx.update(basketProducts).set({ extraInfo }).where(eq(basketProducts.id, line.id));
  });
}

/**
 * SPEC §7 update-basket-extraInfo: the table's guests, dated so a new day asks again (SPEC §4),
 * and counted for the table's visit (issue 33: countTableGuests).
 */
export async function updateBasketExtraInfo(
  caller: BasketCaller,
  basketId: string,
  capacity: { adults: number; children: number },
): Promise<{ basket: BasketDto; visit: CountedVisit | undefined }> {
  let visit: CountedVisit | undefined;
  const basket = await changeBasket(caller, basketId, async (tx, row) => {
    const guests = { ...capacity, date: toLocalMoment(Date.now(), caller.restaurant.timeZone).date };
    const [updated] = await tx
      .update(baskets)
      .set({ extraInfo: { ...row.extraInfo, table_capacity: guests } })
      .where(eq(baskets.id, row.id))
      .returning();
    visit = await countTableGuests(tx, row, guests);
    return { basket: updated };
  });
  return { basket, visit };
}

/**
 * SPEC §4 Delivery type change: products the new type does not offer leave the basket, and
 * the answer names them.
 */
export async function changeDeliveryType(
  caller: BasketCaller,
  basketId: string,
  deliveryType: DeliveryType,
): Promise<{ basket: BasketDto; removed: string[] }> {
  const settings = restaurantSettings(caller.restaurant);
  const closed = settings.closed;
  if (
    !offeredDeliveryTypes(await orderableTypes(caller.db, caller.restaurant), closed).includes(deliveryType)
  ) {
    throw new HttpError(400, 'delivery_type_unavailable');
  }
  let removed: string[] = [];
  const basket = await changeBasket(caller, basketId, async (tx, row, contents) => {
    removed = await removeProductsNotOffered(tx, row, contents, deliveryType, {
      locale: caller.locale,
      fallback: restaurantLocale(caller.restaurant),
    });
    const [updated] = await tx
      .update(baskets)
      .set({ deliveryType })
      .where(eq(baskets.id, row.id))
      .returning();
    return { basket: updated };
  });
  return { basket, removed };
}
