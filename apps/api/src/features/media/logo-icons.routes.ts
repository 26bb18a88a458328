import { restaurantThemeSchema } from '@tavola/contracts';
import { APP_ICONS, type AppIcon, onColour } from '@tavola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-error';
import { logoIconUrl } from '../../lib/media-url';
import { makeLogoIcon } from './logo-icons';
import { findCurrentLogo, type MediaVariant } from './media.repository';
import { immutable } from './media.routes';
import { mediaPrefix, variantKey } from './media-storage';

/**
 * Issue 20 (decision 051): the installed storefront's icons, made from the restaurant's current
 * logo the first time one is asked and kept beside the logo's variants in the media storage (so
 * they go with it when the logo is replaced). An address names the logo, the icon and, for one on
 * the restaurant's colour, the colour: it never changes its bytes and is cached for a year. Any
 * address that is not the current logo's and colour's answers 404 and makes nothing.
 */
type Logo = NonNullable<Awaited<ReturnType<typeof findCurrentLogo>>>;

export function logoIconRoutes({ db, mediaStorage }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/media/:id/icons/:file',
      {
        config: { public: true },
        schema: {
          tags: ['media'],
          params: z.object({
            id: z.coerce.number().int().positive().max(2_147_483_647),
            file: z.string().max(40),
          }),
        },
      },
      async (request, reply) => {
        const { id, file } = request.params;
        const logo = await findCurrentLogo(db, id);
        if (!logo) throw notFound('not_found');
        const colour = restaurantThemeSchema.parse(logo.theme).primaryColor;
        // the address the manifest gives this logo's icon now; any other name makes nothing
        const icon = APP_ICONS.find(
          (candidate) =>
            logoIconUrl(id, candidate.name, onColour(candidate) ? colour : undefined) ===
            `/api/media/${id}/icons/${file}`,
        );
        if (!icon) throw notFound('not_found');

        const key = `${mediaPrefix(logo.restaurantId, id)}/icon-${file}`;
        const png = (await mediaStorage.read(key)) ?? (await makeOnce(key, icon, colour, logo, id));
        if (!png) throw notFound('not_found');
        return immutable(reply, 'image/png').send(png);
      },
    );

    /**
     * Makes and stores an icon; two first visitors at once share one making (the disk adapter's
     * temporary file is named per process, so two writes of one key at once would collide).
     */
    const making = new Map<string, Promise<Buffer | undefined>>();
    function makeOnce(key: string, icon: AppIcon, colour: string, logo: Logo, id: number) {
      const pending = making.get(key);
      if (pending) return pending;
      const made = (async () => {
        const source = logo.body
          ? Buffer.from(logo.body)
          : await widestWebp(logo.restaurantId, id, logo.variants);
        if (!source) return undefined;
        const png = await makeLogoIcon(source, icon, colour);
        await mediaStorage.put(key, png, 'image/png');
        return png;
      })().finally(() => making.delete(key));
      making.set(key, made);
      return made;
    }

    /** the largest WebP the upload stored (WebP keeps a logo's transparency) */
    async function widestWebp(restaurantId: number, id: number, variants: MediaVariant[] | null) {
      const widths = (variants ?? []).filter((v) => v.format === 'webp').map((v) => v.width);
      if (!widths.length) return undefined;
      return mediaStorage.read(variantKey(restaurantId, id, Math.max(...widths), 'webp'));
    }
  };
}
