import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { sanitizeLocalized } from '../rich-text';
import {
  announcements,
  blogPostTags,
  blogs,
  blogTags,
  closeTimes,
  deliveryAreas,
  informationPages,
  legalContents,
  openingHours,
  restaurants,
  tables,
  testimonials,
  ticketTimes,
  vouchers,
} from '../schema';
import { logoSvg } from './food-images';
import { type CatalogueCounts, insertCatalogue } from './insert-catalogue';
import { insertIllustrations, insertSvg } from './insert-media';
import { idOf, insertLinks, insertRows, zipIds } from './insert-rows';
import type { LegalKind, RestaurantSeed, SeedImage } from './seed-types';

export interface InsertedRestaurant {
  id: number;
  slug: string;
  name: string;
  counts: CatalogueCounts;
}

/** Every illustration a restaurant's data uses, so they can be stored in one statement. */
function imagesOf(seed: RestaurantSeed): SeedImage[] {
  return [
    ...(seed.mainImage ? [seed.mainImage] : []),
    ...seed.categories.flatMap((category) => [
      category.image,
      ...(category.subcategories ?? []).map((subcategory) => subcategory.image),
    ]),
    ...seed.attributeGroups.flatMap((group) =>
      group.items.flatMap((item) => (item.image ? [item.image] : [])),
    ),
    ...seed.products.map((product) => product.image),
    ...seed.blogs.map((blog) => blog.image),
  ];
}

/** Writes one restaurant and everything that belongs to it; every row carries its restaurantId. */
export async function insertRestaurant(db: Database, seed: RestaurantSeed): Promise<InsertedRestaurant> {
  const [restaurantId] = await insertRows(db, restaurants, [
    {
      slug: seed.slug,
      name: seed.name,
      street: seed.street,
      postalCode: seed.postalCode,
      city: seed.city,
      country: seed.country,
      telephone: seed.telephone,
      email: seed.email,
      legalName: seed.legalName,
      vatId: seed.vatId,
      taxNumber: seed.taxNumber,
      timeZone: seed.timeZone,
      currency: seed.currency,
      defaultLang: seed.defaultLang,
      settings: { ...seed.settings },
      theme: { ...seed.theme, logoId: null, mainImageId: null },
      socialLinks: seed.socialLinks,
      pinnedProductsLabel: seed.pinnedProductsLabel ?? null,
      closeMessage: seed.closeMessage ?? null,
      cuisine: seed.cuisine ?? null,
    },
  ]);
  if (restaurantId === undefined) throw new Error(`Restaurant ${seed.slug} was not inserted`);

  // media rows belong to the restaurant, so the theme learns their ids only now
  const imageId = await insertIllustrations(db, restaurantId, imagesOf(seed));
  const logoId = await insertSvg(db, restaurantId, logoSvg(seed.logo.initials, seed.logo.colour));
  await db
    .update(restaurants)
    .set({ theme: { ...seed.theme, logoId, mainImageId: seed.mainImage ? imageId(seed.mainImage) : null } })
    .where(eq(restaurants.id, restaurantId));

  const counts = await insertCatalogue(db, restaurantId, seed, imageId);

  await insertRows(
    db,
    openingHours,
    seed.openingHours.map((window) => ({ restaurantId, ...window })),
  );
  await insertRows(
    db,
    ticketTimes,
    (seed.ticketTimes ?? []).map((time) => ({ restaurantId, ...time })),
  );
  await insertRows(
    db,
    closeTimes,
    seed.closeTimes.map((closure) => ({ restaurantId, ...closure, reason: closure.reason ?? null })),
  );
  await insertRows(
    db,
    deliveryAreas,
    seed.deliveryAreas.map((area) => ({ restaurantId, ...area, freeFrom: area.freeFrom ?? null })),
  );
  await insertRows(
    db,
    vouchers,
    seed.vouchers.map((voucher) => ({
      restaurantId,
      code: voucher.code.toUpperCase(),
      kind: voucher.kind,
      value: voucher.value,
      minimumOrderValue: voucher.minimumOrderValue,
      usageLimit: voucher.usageLimit ?? null,
      startsAt: voucher.startsAt ? new Date(voucher.startsAt) : null,
      expiresAt: voucher.expiresAt ? new Date(voucher.expiresAt) : null,
    })),
  );
  await insertRows(
    db,
    tables,
    seed.tables.map((table) => ({ restaurantId, ...table, reservable: table.reservable ?? true })),
  );

  await insertContent(db, restaurantId, seed, imageId);

  return { id: restaurantId, slug: seed.slug, name: seed.name, counts };
}

/** Legal texts, information pages, announcements, the blog and reviews. */
async function insertContent(
  db: Database,
  restaurantId: number,
  seed: RestaurantSeed,
  imageId: (image: SeedImage) => number,
): Promise<void> {
  const legalKinds = Object.keys(seed.legal) as LegalKind[];
  await insertLinks(
    db,
    legalContents,
    legalKinds.flatMap((kind) => {
      const content = seed.legal[kind];
      return content ? [{ restaurantId, kind, content: sanitizeLocalized(content) }] : [];
    }),
  );
  await insertRows(
    db,
    informationPages,
    seed.informationPages.map((page) => ({
      restaurantId,
      title: page.title,
      content: sanitizeLocalized(page.content),
      priority: page.priority,
    })),
  );
  await insertRows(
    db,
    announcements,
    seed.announcements.map((announcement) => ({
      restaurantId,
      kind: announcement.kind,
      content: sanitizeLocalized(announcement.content),
      active: announcement.active,
    })),
  );

  const tagIds = zipIds(
    seed.blogTags.map((tag) => tag.key),
    await insertRows(
      db,
      blogTags,
      seed.blogTags.map((tag) => ({ restaurantId, name: tag.name })),
    ),
  );
  const blogIds = await insertRows(
    db,
    blogs,
    seed.blogs.map((blog) => ({
      restaurantId,
      slug: blog.slug,
      title: blog.title,
      excerpt: blog.excerpt,
      content: sanitizeLocalized(blog.content),
      imageId: imageId(blog.image),
      publishedAt: new Date(blog.publishedAt),
    })),
  );
  await insertLinks(
    db,
    blogPostTags,
    seed.blogs.flatMap((blog, index) =>
      blog.tags.map((tag) => ({
        restaurantId,
        blogId: blogIds[index] as number,
        tagId: idOf(tagIds, tag, 'blog tag'),
      })),
    ),
  );

  await insertRows(
    db,
    testimonials,
    seed.testimonials.map((testimonial) => ({ restaurantId, ...testimonial })),
  );
}
