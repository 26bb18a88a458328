import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, localized } from './columns';
import { orders } from './ordering';
import { media, restaurants, tables } from './restaurants';
import { nullOnDelete, sameRestaurant, tenantKey } from './tenant-keys';

const restaurantId = () =>
  integer()
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    restaurantId: restaurantId(),
    slug: text().notNull(),
    title: localized().notNull(),
    excerpt: localized(),
    /** sanitised rich text per locale */
    content: localized().notNull(),
    imageId: integer(),
    /** null while a draft: the storefront shows a post once this moment has come (issue 20) */
    publishedAt: timestamp({ withTimezone: true })
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    uniqueIndex('blogs_slug_unique').on(t.restaurantId, t.slug),
    tenantKey('blogs', t.restaurantId, t.id),
    sameRestaurant(
      'blogs_image_tenant_fk',
      { restaurantId: t.restaurantId, column: t.imageId },
      media,
      nullOnDelete('image_id'),
    ),
  ],
);

export const blogTags = pgTable(
  'blog_tags',
  {
    id: id(),
    restaurantId: restaurantId(),
    name: localized().notNull(),
  },
  (t) => [tenantKey('blog_tags', t.restaurantId, t.id)],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    restaurantId: restaurantId(),
    blogId: integer().notNull(),
    tagId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blogId, t.tagId] }),
    sameRestaurant(
      'blog_post_tags_blog_tenant_fk',
      { restaurantId: t.restaurantId, column: t.blogId },
      blogs,
      'cascade',
    ),
    sameRestaurant(
      'blog_post_tags_tag_tenant_fk',
      { restaurantId: t.restaurantId, column: t.tagId },
      blogTags,
      'cascade',
    ),
  ],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    restaurantId: restaurantId(),
    userId: integer(),
    orderId: integer(),
    authorName: text().notNull(),
    rating: smallint().notNull(),
    comment: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('testimonials_order_unique').on(t.orderId),
    // the restaurant search averages the ratings of the restaurants it lists
    index('testimonials_restaurant_idx').on(t.restaurantId, t.rating),
    sameRestaurant(
      'testimonials_user_tenant_fk',
      { restaurantId: t.restaurantId, column: t.userId },
      users,
      nullOnDelete('user_id'),
    ),
    sameRestaurant(
      'testimonials_order_tenant_fk',
      { restaurantId: t.restaurantId, column: t.orderId },
      orders,
      nullOnDelete('order_id'),
    ),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    restaurantId: restaurantId(),
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_unique').on(t.restaurantId, t.email)],
);

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    restaurantId: restaurantId(),
    tableId: integer().notNull(),
    date: date().notNull(),
    time: text().notNull(),
    durationMinutes: integer().notNull(),
    adults: integer().notNull(),
    children: integer().notNull().default(0),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    company: text(),
    comment: text(),
    allergies: text(),
    birthday: date(),
    createdAt: createdAt(),
  },
  (t) => [
    sameRestaurant(
      'reservations_table_tenant_fk',
      { restaurantId: t.restaurantId, column: t.tableId },
      tables,
      'cascade',
    ),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  restaurantId: restaurantId(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text(),
  message: text().notNull(),
  createdAt: createdAt(),
  /** when a manager first opened it in the back office; null = unread (issue 20) */
  readAt: timestamp({ withTimezone: true }),
});
