import { useEffect } from 'react';
import { Button, Switch } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined, OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useDeleteLessonMutation, useGetAdminLessonPageQuery, useUpdateLessonMutation } from '@oj/api-client/admin-lesson';
import type { AdminLessonDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { DataTable, DeleteAction, RowAction, useTableArgs } from '@oj/manage/data-table';

/** /admin/lesson: search, paging, the visible switch and each lesson's form and groups (spec 03 admin "lesson"). */
export function LessonListPage() {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const table = useTableArgs();
  const { keyword, ...paging } = table.args;
  const list = useGetAdminLessonPageQuery({ ...paging, ...(keyword ? { keyword } : {}) });
  const [updateLesson] = useUpdateLessonMutation();
  const [deleteLesson] = useDeleteLessonMutation();

  useEffect(() => {
    document.title = tAdmin('lesson.list.title');
  }, [tAdmin]);

  const setVisible = async (lesson: AdminLessonDto, visible: boolean) => {
    const result = await updateLesson({ id: lesson.id, title: lesson.title, logo: lesson.logo, description: lesson.description, visible });
    if (!result.error) void message.success(tAdmin('lesson.list.visibleChanged'));
  };
  const remove = async (lesson: AdminLessonDto) => {
    const result = await deleteLesson(lesson.id);
    if (!result.error) void message.success(tAdmin('lesson.list.deleted'));
  };

  const columns: TableColumnsType<AdminLessonDto> = [
    { key: 'id', title: tAdmin('lesson.list.columns.id'), dataIndex: 'id', width: 70 },
    {
      key: 'title',
      title: tAdmin('lesson.list.columns.title'),
      render: (_, lesson) => <Link to={paths.lesson.edit.getHref(lesson.id)}>{lesson.title}</Link>,
    },
    { key: 'author', title: tAdmin('lesson.list.columns.author'), dataIndex: 'author' },
    { key: 'modified', title: tAdmin('lesson.list.columns.modified'), dataIndex: 'gmtModified', render: (value: string) => new Date(value).toLocaleString() },
    {
      key: 'visible',
      title: tAdmin('lesson.list.columns.visible'),
      render: (_, lesson) => (
        <Switch
          checked={lesson.visible}
          aria-label={`${lesson.title} ${tAdmin('lesson.list.columns.visible')}`}
          onChange={(checked) => void setVisible(lesson, checked)}
        />
      ),
    },
  ];
  return (
    <DataTable<AdminLessonDto>
      testId="admin-lesson-list"
      ariaLabel={tAdmin('lesson.list.tableLabel')}
      result={list}
      state={table}
      columns={columns}
      rowKey="id"
      searchPlaceholder={tAdmin('lesson.list.search')}
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.lesson.create.getHref())}>
          {tAdmin('lesson.list.create')}
        </Button>
      }
      rowActions={(lesson) => (
        <>
          <RowAction
            label={tAdmin('lesson.list.edit')}
            subject={lesson.title}
            icon={<EditOutlined />}
            onClick={() => void navigate(paths.lesson.edit.getHref(lesson.id))}
          />
          <RowAction
            label={tAdmin('lesson.list.groups')}
            subject={lesson.title}
            icon={<OrderedListOutlined />}
            onClick={() => void navigate(paths.lesson.groups.getHref(lesson.id))}
          />
          <DeleteAction
            confirm={tAdmin('lesson.list.deleteConfirm', { title: lesson.title })}
            subject={lesson.title}
            onConfirm={() => {
              void remove(lesson);
            }}
          />
        </>
      )}
    />
  );
}
