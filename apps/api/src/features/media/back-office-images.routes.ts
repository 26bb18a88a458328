import fastifyMultipart from '@fastify/multipart';
import {
  type ImageTarget,
  imageRefSchema,
  imageResponseSchema,
  menuQuerySchema,
  restaurantImagesSchema,
  restaurantThemeSchema,
} from '@tavola/contracts';
import { IMAGE_MAX_BYTES } from '@tavola/domain';
import { type ServerMessageKey, serverTranslator } from '@tavola/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/http-error';
import { mediaUrl } from '../../lib/media-url';
import { requestLocale } from '../../plugins/locale';
import { imageSlot } from '../activity';
import { managedRestaurant, requireManagerId } from '../manager-access';
import { encodeVariants, ImageRefused } from './image-variants';
import { replaceImage } from './media.service';

const tags = ['managers'];
const megabytes = IMAGE_MAX_BYTES / (1024 * 1024);

const refused = (status: 413 | 422, key: ServerMessageKey) => {
  const fields = { image: [{ key, params: { megabytes } }] };
  return status === 422
    ? new HttpError(422, key, { megabytes }, fields)
    : new HttpError(413, key, { megabytes }, fields);
};

/** The uploaded file's bytes: one part named `image`, at most IMAGE_MAX_BYTES. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refused(422, 'image_missing');
  const part = await request.file();
  if (part?.fieldname !== 'image') throw refused(422, 'image_missing');
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refused(413, 'image_too_large');
    throw error;
  }
}

/**
 * Issue 20 (back office): a manager uploads or removes the image of a product, a category, or
 * the restaurant's logo or cover. The file is checked by its bytes and turned into AVIF/WebP
 * variants before anything is stored; the row points to the new image in one transaction and the
 * old one's files are removed (media.service). The storefront shows it at once on this process.
 */
export function backOfficeImageRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, menuCache, mediaStorage, requireRestaurant } = deps;
  const answer = (request: FastifyRequest, image: string | null, key: ServerMessageKey) => ({
    data: { image },
    message: { type: 'success' as const, body: serverTranslator(requestLocale(request))(key), code: key },
  });
  const changed = (restaurantId: number, target: ImageTarget) => {
    menuCache.invalidate(`${restaurantId}:`);
    if (target === 'logo' || target === 'cover') requireRestaurant.forget(restaurantId);
  };
  const slotOf = (ref: { restaurantId: number | string; target: ImageTarget; id?: number | string }) => ({
    restaurantId: Number(ref.restaurantId),
    target: ref.target,
    id: ref.id === undefined ? undefined : Number(ref.id),
  });

  return async (app) => {
    await app.register(fastifyMultipart, {
      // one file and nothing else; a larger file stops being read at the limit
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/images',
      { schema: { tags, querystring: menuQuerySchema, response: { 200: restaurantImagesSchema } } },
      async (request) => {
        const { restaurant } = await managedRestaurant(
          deps,
          request.principal,
          Number(request.query.restaurantId),
        );
        const theme = restaurantThemeSchema.parse(restaurant.theme);
        return { data: { logo: mediaUrl(theme.logoId), cover: mediaUrl(theme.mainImageId) } };
      },
    );

    app.post(
      '/managers/images/upload',
      {
        config: { answers: [413], activity: { kind: 'look.image.upload', subject: imageSlot } },
        schema: {
          tags,
          description: 'multipart/form-data with one file part named `image` (JPEG, PNG, WebP, AVIF or GIF)',
          querystring: imageRefSchema,
          response: { 200: imageResponseSchema },
        },
      },
      async (request) => {
        const slot = slotOf(request.query);
        // the restaurant is checked before the file is read: another's manager uploads nothing
        await managedRestaurant(deps, request.principal, slot.restaurantId);
        const bytes = await uploadedBytes(request);
        const variants = await encodeVariants(bytes).catch((error: unknown) => {
          throw error instanceof ImageRefused ? refused(422, error.key) : error;
        });
        const image = await replaceImage(db, mediaStorage, slot, variants);
        changed(slot.restaurantId, slot.target);
        return answer(request, image, 'image_saved');
      },
    );

    app.post(
      '/managers/images/remove',
      {
        config: { activity: { kind: 'look.image.remove', subject: imageSlot } },
        schema: { tags, querystring: imageRefSchema, response: { 200: imageResponseSchema } },
      },
      async (request) => {
        const slot = slotOf(request.query);
        await managedRestaurant(deps, request.principal, slot.restaurantId);
        await replaceImage(db, mediaStorage, slot, null);
        changed(slot.restaurantId, slot.target);
        return answer(request, null, 'image_removed');
      },
    );
  };
}
