import { useEffect, useMemo } from 'react';
import { Modal } from 'antd';
import { useTranslation } from '@oj/i18n';

/** How long the congratulation image stays (spec 01 §9). */
export const CONGRATULATION_MS = 3000;

/** A full-window "Accepted!" picture for three seconds after an accepted submit (spec 01 §4). */
export function Congratulation({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(onDone, CONGRATULATION_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [onDone]);
  return (
    <div
      data-testid="congratulation"
      onClick={onDone}
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        pointerEvents: 'auto',
        background: 'rgba(255,255,255,0.35)',
      }}
    >
      <svg width="260" height="260" viewBox="0 0 260 260" role="img" aria-label={t('problemDetail.congratulations')}>
        <circle cx="130" cy="130" r="118" fill="#19be6b" opacity="0.92" />
        <path d="M78 134 l34 34 l70 -76" fill="none" stroke="#fff" strokeWidth="18" strokeLinecap="round" strokeLinejoin="round" />
        <text x="130" y="228" textAnchor="middle" fill="#fff" fontSize="22" fontWeight="700">
          AC
        </text>
      </svg>
    </div>
  );
}

const CONFETTI_COLORS = ['#2d8cf0', '#19be6b', '#ff9900', '#ed4014', '#9a66e4', '#f0c000'];

/** The accepted report card (spec 01 §2): days, accepted count and username, with confetti. */
export function AcceptedCard({
  open,
  onClose,
  username,
  days,
  accepted,
}: {
  open: boolean;
  onClose: () => void;
  username: string;
  days: number;
  accepted: number;
}) {
  const { t } = useTranslation();
  // Positions are drawn once per opening; they are decoration only.
  const pieces = useMemo(
    () =>
      Array.from({ length: 40 }, (_, index) => ({
        left: (index * 37) % 100,
        delay: (index % 10) * 0.12,
        color: CONFETTI_COLORS[index % CONFETTI_COLORS.length] ?? '#2d8cf0',
      })),
    [],
  );
  return (
    <Modal open={open} onCancel={onClose} footer={null} centered title={t('problemDetail.acceptedCardTitle')} destroyOnHidden>
      <style>
        {
          '@keyframes oj-confetti { from { transform: translateY(-20px) rotate(0); opacity: 1 } to { transform: translateY(220px) rotate(540deg); opacity: 0 } }'
        }
      </style>
      <div data-testid="accepted-card" style={{ position: 'relative', overflow: 'hidden', minHeight: 160, padding: '24px 8px', textAlign: 'center' }}>
        {pieces.map((piece, index) => (
          <span
            key={index}
            aria-hidden
            style={{
              position: 'absolute',
              top: 0,
              left: `${piece.left}%`,
              width: 8,
              height: 12,
              background: piece.color,
              animation: `oj-confetti 2.4s ${piece.delay}s ease-in forwards`,
            }}
          />
        ))}
        <div style={{ fontSize: 48, fontWeight: 700, color: '#19be6b' }}>{accepted}</div>
        <p style={{ fontSize: 16 }}>{t('problemDetail.acceptedCardText', { username, accepted, days })}</p>
      </div>
    </Modal>
  );
}
