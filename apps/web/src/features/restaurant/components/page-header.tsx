import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LanguageSwitcher } from '../../language';
import { useRestaurant } from '../hooks/use-restaurant';

/**
 * The slim header of the pages beyond the menu (cart, checkout, order status): name back to the
 * menu, language; `children` stand beside the name (the guest's table, issue 16).
 */
export function PageHeader({ children }: { children?: ReactNode }) {
  const restaurant = useRestaurant();
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3 sm:px-6">
        <Link to="/menu" dir="auto" className="min-w-0 truncate text-lg font-bold tracking-tight">
          {restaurant.name}
        </Link>
        {children}
        <div className="ms-auto">
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
