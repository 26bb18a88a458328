import type { ManagerMenu, ManagerProduct } from '@tavola/contracts';
import type { ReactNode } from 'react';
import { CheckboxField } from '../../../../components/ui/form';
import { useProductEditor } from '../../hooks/use-product-editor';
import { useManagerT } from '../../manager-i18n';
import { MenuImageField } from '../images/menu-image-field';
import { AllergensFieldset } from './allergens-fieldset';
import { DeliveryTypesFieldset } from './delivery-types-fieldset';
import { ExtraTabsEditor } from './extra-tabs-editor';
import { HappyHoursEditor } from './happy-hours-editor';
import { OptionGroupsEditor } from './option-groups-editor';
import { PackageStepsEditor } from './package-steps-editor';
import { ProductBasicsSection } from './product-basics-section';
import { ProductSaveBar } from './product-save-bar';
import { ProductTextsSection } from './product-texts-section';

/** One of the editor's titled parts (options, tabs, happy hours, set-menu steps). */
function EditorSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Issue 20: a product's every part in one form, saved whole. */
export function ProductEditor({
  menu,
  product,
  categoryId,
  onDone,
}: {
  menu: ManagerMenu;
  product?: ManagerProduct;
  categoryId: number;
  onDone: () => void;
}) {
  const t = useManagerT();
  const editor = useProductEditor({ menu, product, categoryId, onDone });
  const { draft, update, errors, clear, language } = editor;

  return (
    <form ref={editor.formRef} onSubmit={editor.submit} noValidate className="space-y-5">
      <ProductTextsSection menu={menu} editor={editor} />
      <MenuImageField target="product" id={product?.id} image={product?.image ?? null} />
      <ProductBasicsSection menu={menu} editor={editor} />
      <DeliveryTypesFieldset editor={editor} />
      <AllergensFieldset editor={editor} />

      <div className="space-y-2">
        <CheckboxField
          label={t('menu.pinnedLabel')}
          checked={draft.pinned}
          onChange={(event) => update({ pinned: event.target.checked })}
        />
        <CheckboxField
          label={t('menu.hiddenLabel')}
          checked={draft.hidden}
          onChange={(event) => update({ hidden: event.target.checked })}
        />
      </div>

      <EditorSection id="option-groups-title" title={t('menu.optionsTitle')}>
        <OptionGroupsEditor
          groups={draft.option_groups}
          onChange={(groups) => update({ option_groups: groups })}
          language={language}
          errors={errors}
          clear={clear}
        />
      </EditorSection>

      <EditorSection id="extra-tabs-title" title={t('menu.extraTabsTitle')}>
        <ExtraTabsEditor
          tabs={draft.extra_tabs}
          onChange={(tabs) => update({ extra_tabs: tabs })}
          language={language}
          errors={errors}
          clear={clear}
        />
      </EditorSection>

      <EditorSection id="happy-hours-title" title={t('menu.happyHoursTitle')}>
        <HappyHoursEditor
          hours={draft.happy_hours}
          onChange={(hours) => update({ happy_hours: hours })}
          errors={errors}
          clear={clear}
        />
      </EditorSection>

      <EditorSection id="package-steps-title" title={t('menu.stepsTitle')}>
        <PackageStepsEditor
          steps={draft.steps}
          onChange={(steps) => update({ steps })}
          menu={menu}
          productId={editor.savedId}
          language={language}
          errors={errors}
          clear={clear}
        />
      </EditorSection>

      <ProductSaveBar editor={editor} onCancel={onDone} />
    </form>
  );
}
