import type { ContactMessageDto, ContactMessagesPage } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { defaultPageSize, pageWindow } from '@tavola/domain';
import { notFound } from '../../lib/http-error';
import { pageMetaOf } from '../../lib/page-meta';
import type { RestaurantRow } from '../restaurants';
import {
  type ContactMessageRow,
  deleteMessage,
  messageCounts,
  messagePage,
  setReadAt,
} from './contact-messages.repository';

/** Issue 20 (back office): what guests wrote through the storefront's contact form. */

const messageDto = (row: ContactMessageRow): ContactMessageDto => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  received_at: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

export async function listMessages(
  db: Database,
  restaurant: RestaurantRow,
  query: { page: number; per_page?: number },
): Promise<ContactMessagesPage> {
  const { total, unread } = await messageCounts(db, restaurant.id);
  const window = pageWindow(total, query.page, query.per_page ?? defaultPageSize);
  const rows = await messagePage(db, restaurant.id, { offset: window.offset, limit: window.perPage });
  return {
    messages: rows.map(messageDto),
    unread,
    meta: pageMetaOf(window),
  };
}

export async function markMessage(
  db: Database,
  restaurant: RestaurantRow,
  id: number,
  read: boolean,
  now = new Date(),
) {
  const row = await setReadAt(db, restaurant.id, id, read ? now : null);
  if (!row) throw notFound('contact_message_not_exist');
  return messageDto(row);
}

export async function removeMessage(db: Database, restaurant: RestaurantRow, id: number) {
  if (!(await deleteMessage(db, restaurant.id, id))) throw notFound('contact_message_not_exist');
  return { id };
}
