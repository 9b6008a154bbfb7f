import { useTranslation } from '@oj/i18n';
import { ColorTag } from './ColorTag.tsx';

/** A difficulty level as the server lists it. */
export interface DifficultyLevel {
  id: number;
  name: string;
  color: string;
}

/** The three levels every site starts with (spec 01 §3), used until the server's list arrives. */
export const DEFAULT_DIFFICULTY_LEVELS: readonly DifficultyLevel[] = [
  { id: 0, name: 'Easy', color: '#52c41a' },
  { id: 1, name: 'Mid', color: '#faad14' },
  { id: 2, name: 'Hard', color: '#f5222d' },
];

const DEFAULT_NAMES: Readonly<Record<number, 'difficulty.easy' | 'difficulty.mid' | 'difficulty.hard'>> = {
  0: 'difficulty.easy',
  1: 'difficulty.mid',
  2: 'difficulty.hard',
};

/** The translated name of a level: the three defaults are translated, renamed levels keep their name. */
export function useDifficultyName(): (level: DifficultyLevel | undefined, id: number) => string {
  const { t } = useTranslation();
  return (level, id) => {
    const fallback = DEFAULT_DIFFICULTY_LEVELS.find((entry) => entry.id === id);
    const key = DEFAULT_NAMES[id];
    if (key && (!level || level.name === fallback?.name)) return t(key);
    return level?.name ?? String(id);
  };
}

/** Props of DifficultyTag. */
export interface DifficultyTagProps {
  difficulty: number;
  levels?: readonly DifficultyLevel[];
}

/** The level badge of a problem (spec 01 §2). */
export function DifficultyTag({ difficulty, levels = DEFAULT_DIFFICULTY_LEVELS }: DifficultyTagProps) {
  const nameOf = useDifficultyName();
  const level = levels.find((entry) => entry.id === difficulty) ?? DEFAULT_DIFFICULTY_LEVELS.find((entry) => entry.id === difficulty);
  return (
    <ColorTag color={level?.color ?? 'default'} data-testid="difficulty-tag" style={{ marginInlineEnd: 0 }}>
      {nameOf(level, difficulty)}
    </ColorTag>
  );
}
