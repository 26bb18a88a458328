/**
 * Issue 20 (decision 044): what a change in the manager area is called in its activity list,
 * `area.entity.action`. The area is the list's filter; each kind is one translated sentence.
 * A new manager write route adds its kind here (the route-coverage test names routes without one).
 */
export const activityKinds = [
  'menu.category.create',
  'menu.category.update',
  'menu.category.reorder',
  'menu.category.visibility',
  'menu.subcategory.create',
  'menu.subcategory.update',
  'menu.subcategory.delete',
  'menu.product.create',
  'menu.product.update',
  'menu.product.reorder',
  'menu.product.visibility',
  'menu.product.duplicate',
  'menu.product.delete',
  'menu.product.steps',
  'menu.pattern.create',
  'menu.pattern.update',
  'menu.pattern.stop',
  'menu.pattern.delete',
  'hours.hours.replace',
  'hours.closed.switch',
  'hours.closure.create',
  'hours.closure.delete',
  'hours.area.create',
  'hours.area.update',
  'hours.area.delete',
  'hours.capacity.update',
  'payments.voucher.create',
  'payments.voucher.update',
  'payments.voucher.delete',
  'payments.tips.update',
  'payments.methods.update',
  'payments.credentials.update',
  'payments.credentials.delete',
  'orders.order.status',
  'tables.table.create',
  'tables.table.update',
  'tables.table.qr',
  'tables.call.acknowledge',
  'tickets.time.create',
  'tickets.time.update',
  'tickets.time.delete',
  'tickets.ticket.checkin',
  'staff.invitation.create',
  'staff.invitation.revoke',
  'staff.invitation.accept',
  'staff.member.role',
  'staff.member.remove',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const activityGroups = ['menu', 'hours', 'payments', 'orders', 'tables', 'tickets', 'staff'] as const;
export type ActivityGroup = (typeof activityGroups)[number];

export const activityGroupOf = (kind: string): string => kind.slice(0, kind.indexOf('.'));
