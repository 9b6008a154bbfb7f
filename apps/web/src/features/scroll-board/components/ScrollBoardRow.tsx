import type { CSSProperties } from 'react';
import { useTranslation } from '@oj/i18n';
import type { Medal } from '../medals.ts';
import type { CellRef, RevealCell, RevealRow } from '../reveal.ts';
import { SCROLL_MOVE_MS, SCROLL_ROW_HEIGHT, SCROLL_THEME } from '../theme.ts';

/** Grid columns: rank, name, solved, penalty, then one per problem. */
export const scrollGridColumns = (problems: number) => `64px minmax(220px, 1fr) 64px 96px repeat(${problems}, 84px)`;

function cellColor(cell: RevealCell): string | undefined {
  if (cell.isAC) return cell.isFirstAC ? SCROLL_THEME.cell.firstAc : SCROLL_THEME.cell.ac;
  if (cell.hidden.length > 0) return SCROLL_THEME.cell.pending;
  return cell.errorNum > 0 ? SCROLL_THEME.cell.failed : undefined;
}

function Cell({ cell, selected }: { cell: RevealCell; selected: boolean }) {
  const background = cellColor(cell);
  const style: CSSProperties = {
    height: SCROLL_ROW_HEIGHT - 12,
    borderRadius: 4,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 13,
    lineHeight: '16px',
    background: background ?? 'transparent',
    border: `1px solid ${background ?? SCROLL_THEME.border}`,
    outline: selected ? `3px solid ${SCROLL_THEME.selected}` : undefined,
    animation: selected ? 'oj-scroll-blink 0.8s ease-in-out infinite alternate' : undefined,
  };
  const tries = cell.errorNum + (cell.isAC ? 1 : 0);
  let text: string[] = [];
  if (cell.isAC) text = [`${Math.floor((cell.ACTime ?? 0) / 60)}`, `${tries}`];
  else if (cell.hidden.length > 0) text = [`?${cell.hidden.length}`, cell.errorNum > 0 ? `-${cell.errorNum}` : ''];
  else if (cell.errorNum > 0) text = [`-${cell.errorNum}`];
  return (
    <div style={style} data-testid="scroll-cell" data-selected={selected ? 'true' : undefined}>
      {text.filter(Boolean).map((line, index) => (
        <span key={index} style={index === 0 ? { fontWeight: 700 } : { opacity: 0.85, fontSize: 11 }}>
          {line}
        </span>
      ))}
    </div>
  );
}

/** Props of ScrollBoardRow. */
export interface ScrollBoardRowProps {
  row: RevealRow;
  index: number;
  problems: readonly string[];
  selected: CellRef | null;
  focused: boolean;
  /** The medal, once the row's place is final. */
  medal: Medal | null;
  moving: boolean;
}

/** One row of the scroll board, placed at its position (a change of position slides). */
export function ScrollBoardRow({ row, index, problems, selected, focused, medal, moving }: ScrollBoardRowProps) {
  const { t } = useTranslation();
  const medalColor = medal ? SCROLL_THEME.medal[medal] : undefined;
  return (
    <div
      data-testid="scroll-row"
      data-uid={row.person.uid}
      data-medal={medal ?? undefined}
      style={{
        position: 'absolute',
        left: 0,
        right: 0,
        height: SCROLL_ROW_HEIGHT,
        transform: `translateY(${index * SCROLL_ROW_HEIGHT}px)`,
        transition: `transform ${SCROLL_MOVE_MS}ms ease-in-out`,
        zIndex: moving ? 2 : 1,
        display: 'grid',
        gridTemplateColumns: scrollGridColumns(problems.length),
        gap: 6,
        alignItems: 'center',
        padding: '0 12px',
        background: focused ? SCROLL_THEME.focusRow : index % 2 === 0 ? SCROLL_THEME.rowEven : SCROLL_THEME.rowOdd,
        boxShadow: moving ? '0 6px 18px #000a' : undefined,
      }}
    >
      <div
        style={{
          textAlign: 'center',
          fontWeight: 700,
          fontSize: 18,
          borderRadius: 4,
          padding: '4px 0',
          background: medalColor,
          color: medalColor ? SCROLL_THEME.medalText : undefined,
        }}
        title={row.person.isStar ? t('contestBoard.starTip') : undefined}
      >
        {row.person.isStar ? '★' : row.rank}
      </div>
      <div style={{ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
        <div style={{ fontWeight: 600, fontSize: 16 }}>{row.person.teamName ?? row.person.rankShowName}</div>
        {row.person.school ? <div style={{ color: SCROLL_THEME.secondary, fontSize: 12 }}>{row.person.school}</div> : null}
      </div>
      <div style={{ textAlign: 'center', fontWeight: 700, fontSize: 18 }} data-testid="scroll-solved">
        {row.ac}
      </div>
      <div style={{ textAlign: 'center', color: SCROLL_THEME.secondary }}>{Math.floor(row.totalTime / 60)}</div>
      {problems.map((displayId) => {
        const cell = row.cells[displayId];
        return cell ? (
          <Cell key={displayId} cell={cell} selected={selected?.uid === row.person.uid && selected.displayId === displayId} />
        ) : (
          <div key={displayId} />
        );
      })}
    </div>
  );
}
