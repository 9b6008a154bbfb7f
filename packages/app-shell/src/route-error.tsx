import { Component } from 'react';
import type { ReactNode } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useTranslation } from '@oj/i18n';

/**
 * Shown when a route fails to render or its code fails to load (spec 01 §8), in web and admin. Kept to plain
 * elements: it is in the first load, and it must work when other chunks do not arrive.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ textAlign: 'center', padding: '64px 16px' }} data-testid="route-error">
      <CloseCircleFilled style={{ fontSize: 56, color: '#ff4d4f' }} />
      <h2 style={{ fontWeight: 500 }}>{t('errors.pageLoad')}</h2>
      {/* A plain button in antd's primary look: antd's Button would join every first load for this page alone. */}
      <button
        type="button"
        onClick={() => {
          window.location.reload();
        }}
        style={{ height: 32, padding: '4px 15px', border: 'none', borderRadius: 6, background: '#1677ff', color: '#fff', fontSize: 14, cursor: 'pointer' }}
      >
        {t('common.refresh')}
      </button>
    </div>
  );
}

interface BoundaryState {
  failedAt: string | null;
}

class Boundary extends Component<{ location: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  override componentDidCatch(): void {
    // Remember where it failed, so navigating elsewhere retries rendering.
    this.setState({ failedAt: this.props.location });
  }

  override componentDidUpdate(previous: { location: string }): void {
    if (this.state.failedAt !== null && previous.location !== this.props.location && this.state.failedAt !== this.props.location) {
      this.setState({ failedAt: null });
    }
  }

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}

/** Catches a failed page (render error, chunk that did not load) and shows RouteError until the location changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary location={location.pathname + location.search}>{children}</Boundary>;
}
