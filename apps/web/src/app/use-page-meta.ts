import { useEffect } from 'react';

/**
 * SPEC §2: the title is the restaurant name followed by 'Online Shop' in event mode or the
 * route title; meta tags are replaced on each navigation.
 */
export function usePageMeta(restaurantName: string, routeTitle: string, description: string) {
  useEffect(() => {
    document.title = `${restaurantName} | ${routeTitle}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [restaurantName, routeTitle, description]);
}
