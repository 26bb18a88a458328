import type { ProductDto } from '@tavola/contracts';
import { RichText } from '../../../components/ui/rich-text';
import { Sheet } from '../../../components/ui/sheet';

/** SPEC §2: the info button's modal listing the product's extra tabs (titles and contents). */
export default function ExtraTabsDialog({ product, onClose }: { product: ProductDto; onClose: () => void }) {
  return (
    <Sheet title={product.name} placement="center" onClose={onClose}>
      <dl className="space-y-4">
        {product.extra_tabs.map((tab) => (
          <div key={tab.id}>
            <dt className="font-semibold">{tab.title}</dt>
            <dd className="mt-1 text-sm text-stone-600">
              <RichText html={tab.content} />
            </dd>
          </div>
        ))}
      </dl>
    </Sheet>
  );
}
