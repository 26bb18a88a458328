import { type Database, schema } from '@tavola/db';
import type { LocalizedText } from '@tavola/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

const { products, packageSteps, packageStepProducts } = schema;

/** A set menu's steps in order, each with the products it offers (names for the editor's list). */
export async function packageStepsOf(db: Database, restaurantId: number, productId: number) {
  const steps = await db
    .select()
    .from(packageSteps)
    .where(and(eq(packageSteps.restaurantId, restaurantId), eq(packageSteps.productId, productId)))
    .orderBy(asc(packageSteps.priority), asc(packageSteps.id));
  if (steps.length === 0) return [];
  const choices = await db
    .select({ choice: packageStepProducts, name: products.name })
    .from(packageStepProducts)
    .innerJoin(products, eq(products.id, packageStepProducts.productId))
    .where(
      and(
        eq(packageStepProducts.restaurantId, restaurantId),
        inArray(
          packageStepProducts.stepId,
          steps.map((step) => step.id),
        ),
      ),
    )
    .orderBy(asc(packageStepProducts.priority), asc(packageStepProducts.id));
  return steps.map((step) => ({ step, choices: choices.filter((entry) => entry.choice.stepId === step.id) }));
}

export interface PackageStepWrite {
  id?: number;
  name: LocalizedText;
  question: LocalizedText;
  min: number;
  max: number;
  choices: { productId: number; price: number; multiple: boolean }[];
}

/**
 * A set menu's steps replaced whole, keeping ids: a basket's chosen items point at a step's
 * product row (decision 037), so a listed step is changed in place and a product still offered
 * in it keeps its row; steps and choices no longer listed go. Returns the field of an id that
 * names no step of this set menu.
 */
export async function replacePackageSteps(
  tx: Database,
  restaurantId: number,
  productId: number,
  steps: readonly PackageStepWrite[],
): Promise<{ field: string } | undefined> {
  const ofSetMenu = and(eq(packageSteps.restaurantId, restaurantId), eq(packageSteps.productId, productId));
  const keptSteps: number[] = [];
  for (const [index, step] of steps.entries()) {
    const values = {
      name: step.name,
      question: step.question,
      min: step.min,
      max: step.max,
      priority: index,
    };
    let stepId: number;
    if (step.id === undefined) {
      const [row] = await tx
        .insert(packageSteps)
        .values({ restaurantId, productId, ...values })
        .returning({ id: packageSteps.id });
      stepId = row!.id;
    } else {
      const [row] = await tx
        .update(packageSteps)
        .set(values)
        .where(and(ofSetMenu, eq(packageSteps.id, step.id)))
        .returning({ id: packageSteps.id });
      if (!row) return { field: `steps.${index}.id` };
      stepId = row.id;
    }
    keptSteps.push(stepId);
    const offered = step.choices.map((choice) => choice.productId);
    await tx
      .delete(packageStepProducts)
      .where(
        and(
          eq(packageStepProducts.restaurantId, restaurantId),
          eq(packageStepProducts.stepId, stepId),
          offered.length ? sql`${packageStepProducts.productId} not in ${offered}` : undefined,
        ),
      );
    for (const [choiceIndex, choice] of step.choices.entries()) {
      const choiceValues = { price: choice.price, isMultipleAllowed: choice.multiple, priority: choiceIndex };
      await tx
        .insert(packageStepProducts)
        .values({ restaurantId, stepId, productId: choice.productId, ...choiceValues })
        .onConflictDoUpdate({
          target: [packageStepProducts.stepId, packageStepProducts.productId],
          set: choiceValues,
        });
    }
  }
  await tx
    .delete(packageSteps)
    .where(and(ofSetMenu, keptSteps.length ? sql`${packageSteps.id} not in ${keptSteps}` : undefined));
  await tx
    .update(products)
    .set({ isPackage: steps.length > 0 })
    .where(and(eq(products.id, productId), eq(products.restaurantId, restaurantId)));
  return undefined;
}
