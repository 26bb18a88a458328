/**
 * Demo logins. The passwords are public on purpose: they are printed by the seed command and
 * shown on the demo's login page, and exist only in seeded demo databases.
 */

export interface DemoLogin {
  email: string;
  password: string;
}

export interface DemoManager extends DemoLogin {
  name: string;
  /** slugs of the restaurants this manager runs */
  restaurants: readonly string[];
}

export const demoManagers: readonly DemoManager[] = [
  {
    email: 'manager@olive-linde.demo',
    password: 'demo-manager-2026',
    name: 'Lena Vogt',
    restaurants: ['olive-linde'],
  },
  {
    email: 'manager@sakura.demo',
    password: 'demo-sakura-2026',
    name: 'Aiko Meier',
    restaurants: ['sakura-ramen'],
  },
  {
    email: 'manager@rosmarin.demo',
    password: 'demo-rosmarin-2026',
    name: 'Jana Roth',
    restaurants: ['kochschule-rosmarin'],
  },
];

export const demoCustomer = {
  restaurant: 'olive-linde',
  email: 'guest@olive-linde.demo',
  password: 'demo-customer-2026',
  name: 'Jonas Becker',
  phone: '+49 151 23456789',
  postalCode: '10435',
  lang: 'de',
  address: {
    street: 'Schönhauser Allee',
    houseNumber: '45',
    postalCode: '10435',
    city: 'Berlin',
    country: 'DE',
  },
} as const;

/** A payFix stored-value card of the main demo restaurant, printed at start like the logins. */
export const demoPayfixCard = {
  restaurant: 'olive-linde',
  qrCode: 'PAYFIX-DEMO-0001',
  pin: '2468',
  balance: 5000,
} as const;
