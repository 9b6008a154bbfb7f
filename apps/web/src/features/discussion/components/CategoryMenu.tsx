import { Menu, Tabs } from 'antd';
import type { DiscussionCategoryDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';

/** Props of CategoryMenu. */
export interface CategoryMenuProps {
  categories: readonly DiscussionCategoryDto[];
  /** The chosen category, or null for all. */
  selected: number | null;
  onSelect: (cid: number | null) => void;
  /** A sidebar on wide screens, tabs on narrow ones. */
  variant: 'sidebar' | 'tabs';
}

/** The category sidebar and tab list of the discussion list (spec 03 §2.14). */
export function CategoryMenu({ categories, selected, onSelect, variant }: CategoryMenuProps) {
  const { t } = useTranslation();
  const items = [{ key: 'all', label: t('discussion.all') }, ...categories.map((category) => ({ key: String(category.id), label: category.name }))];
  const choose = (key: string) => {
    onSelect(key === 'all' ? null : Number(key));
  };
  const active = selected === null ? 'all' : String(selected);
  if (variant === 'tabs') return <Tabs activeKey={active} items={items} onChange={choose} data-testid="discussion-category-tabs" />;
  return (
    <Menu
      mode="inline"
      selectedKeys={[active]}
      items={items}
      onClick={({ key }) => {
        choose(key);
      }}
      aria-label={t('discussion.categories')}
      data-testid="discussion-category-menu"
    />
  );
}
