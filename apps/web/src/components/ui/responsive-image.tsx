import { responsiveImage } from '@tavola/domain';
import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** how wide the image is drawn, as the `sizes` attribute says it (e.g. '112px', '(min-width: 640px) 50vw, 100vw') */
  sizes: string;
};

/**
 * An image the API serves, offered at each stored width (issue 20): the browser picks by `sizes`
 * and its screen's density, the server answers in AVIF or WebP. Lazy unless told otherwise — the
 * page's first large image (its LCP) passes loading="eager" and fetchPriority="high".
 */
export function ResponsiveImage({
  src,
  sizes,
  loading = 'lazy',
  decoding = 'async',
  alt = '',
  ...rest
}: Props) {
  const image = responsiveImage(src);
  return (
    <img
      {...rest}
      alt={alt}
      // loading and sizes before the addresses: a lazy image must know it is lazy before it has a source
      loading={loading}
      decoding={decoding}
      sizes={image.srcSet ? sizes : undefined}
      srcSet={image.srcSet}
      src={image.src}
    />
  );
}
