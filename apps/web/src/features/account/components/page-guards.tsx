import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useRestaurant } from '../../restaurant';
import { useLoggedIn } from '../session';

/** SPEC §2 private area: only with a private token stored, otherwise back to the root. */
export function PrivateGuard({ children }: { children: ReactNode }) {
  return useLoggedIn() ? children : <Redirect to="/" replace />;
}

/** SPEC §2 /review: only while the shop is providing and reviews are active. */
export function ReviewGuard({ children }: { children: ReactNode }) {
  const { settings } = useRestaurant();
  return settings.shop_providing && settings.review_active ? children : <Redirect to="/menu" replace />;
}
