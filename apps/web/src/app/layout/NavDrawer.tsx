import { Drawer } from 'antd';
import { useLocation } from 'react-router';
import { SideMenu } from './SideMenu.tsx';
import { sideMenuContext } from './side-menu.ts';
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

/**
 * The menu in a side drawer, which replaces the top menu below 992 px (spec 01 §2): the top menu's
 * entries in the default mode, the side menu of the training, contest or group otherwise.
 */
export function NavDrawer({ open, onClose, title, withUserArea }: NavDrawerProps) {
  const context = sideMenuContext(useLocation().pathname);
  return (
    <Drawer placement="left" open={open} onClose={onClose} size={260} title={title}>
      {context.mode === 'default' ? <TopMenu mode="inline" onNavigate={onClose} /> : <SideMenu context={context} onNavigate={onClose} />}
      {withUserArea ? (
        <div style={{ padding: 16 }}>
          <UserArea vertical />
        </div>
      ) : null}
    </Drawer>
  );
}
