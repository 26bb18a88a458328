/** What the server put into the page (restaurant, API base, public client); see the API's web-app feature. */
export interface PageConfig {
  restaurantId: number;
  restaurantSlug: string;
  restaurantName: string;
  defaultLang: string;
  primaryColor: string;
  apiBase: string;
  clientId: string;
  clientSecret: string;
  publicToken: string;
  /** this answer's CSP nonce for <style> elements the page adds (API decision 017) */
  styleNonce: string;
  /** SPEC §9 runtime flag "has landing" of the installation: / is then the restaurant search (decision 031) */
  hasLanding: 'true' | 'false';
  /** issue 20: no restaurant exists yet; the manager page shows the first-run page */
  firstRun?: true;
}

export function readPageConfig(doc: Document = document): PageConfig {
  const element = doc.getElementById('tavola-config');
  if (!element?.textContent) throw new Error('The page has no restaurant configuration.');
  return JSON.parse(element.textContent) as PageConfig;
}
