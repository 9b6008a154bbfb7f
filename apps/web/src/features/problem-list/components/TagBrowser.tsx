import { useMemo, useState } from 'react';
import { Col, Empty, Input, Row } from 'antd';
import type { TagClassificationGroupDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ColorTag } from '@oj/ui';
import { filterTagGroups, pairs } from '../tag-search.ts';

/** Props of TagBrowser. */
export interface TagBrowserProps {
  groups: readonly TagClassificationGroupDto[];
  selected: readonly number[];
  onPick: (tagId: number) => void;
}

/** Tags grouped by classification, two groups per row, with a case-insensitive name search (spec 01 §2). */
export function TagBrowser({ groups, selected, onPick }: TagBrowserProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const visible = useMemo(() => filterTagGroups(groups, query), [groups, query]);
  return (
    <div data-testid="tag-browser">
      <Input.Search
        allowClear
        size="small"
        placeholder={t('problem.tagSearch')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
        }}
        style={{ marginBottom: 8 }}
        data-testid="tag-search"
      />
      {visible.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('problem.noTags')} /> : null}
      {pairs(visible).map((row) => (
        <Row gutter={8} key={row.map((group) => group.classification?.id ?? 'none').join('-')}>
          {row.map((group) => (
            <Col span={12} key={group.classification?.id ?? 'none'} style={{ marginBottom: 8 }}>
              <div style={{ fontSize: 12, fontWeight: 600, marginBottom: 4 }}>{group.classification?.name ?? t('problem.unclassified')}</div>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
                {group.tagList.map((tag) => (
                  <ColorTag
                    key={tag.id}
                    color={selected.includes(tag.id) ? 'blue' : (tag.color ?? 'default')}
                    style={{ cursor: 'pointer', marginInlineEnd: 0 }}
                    onClick={() => {
                      onPick(tag.id);
                    }}
                    data-testid="browser-tag"
                  >
                    {tag.name}
                  </ColorTag>
                ))}
              </div>
            </Col>
          ))}
        </Row>
      ))}
    </div>
  );
}
