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

/** Readable text on the primary colour: white on dark colours, near-black on light ones. */
export function contrastOn(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.4 ? '#1c1917' : '#ffffff';
}
