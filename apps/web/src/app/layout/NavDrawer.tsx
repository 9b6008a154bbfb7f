import { Drawer } from 'antd';
import { TopMenu } from './TopMenu.tsx';
import { UserArea } from './UserArea.tsx';

/** Props of NavDrawer. */
export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** On mobile the user area moves from the app bar into the drawer. */
  withUserArea: boolean;
}

/** The menu in a side drawer, which replaces the top menu below 992 px (spec 01 §2). */
export function NavDrawer({ open, onClose, title, withUserArea }: NavDrawerProps) {
  return (
    <Drawer placement="left" open={open} onClose={onClose} size={260} title={title}>
      <TopMenu mode="inline" onNavigate={onClose} />
      {withUserArea ? (
        <div style={{ padding: 16 }}>
          <UserArea vertical />
        </div>
      ) : null}
    </Drawer>
  );
}
