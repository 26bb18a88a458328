import { date, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, localized, writtenAt } from './columns';
import { orders } from './ordering';
import { media, restaurants, tables } from './restaurants';

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
    imageId: integer().references(() => media.id, { onDelete: 'set null' }),
    publishedAt: writtenAt(),
  },
  (t) => [uniqueIndex('blogs_slug_unique').on(t.restaurantId, t.slug)],
);

export const blogTags = pgTable('blog_tags', {
  id: id(),
  restaurantId: restaurantId(),
  name: localized().notNull(),
});

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    restaurantId: restaurantId(),
    blogId: integer()
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.tagId] })],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    restaurantId: restaurantId(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    rating: smallint().notNull(),
    comment: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('testimonials_order_unique').on(t.orderId)],
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

export const reservations = pgTable('reservations', {
  id: id(),
  restaurantId: restaurantId(),
  tableId: integer()
    .notNull()
    .references(() => tables.id, { onDelete: 'cascade' }),
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
});

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  restaurantId: restaurantId(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text(),
  message: text().notNull(),
  createdAt: createdAt(),
});
