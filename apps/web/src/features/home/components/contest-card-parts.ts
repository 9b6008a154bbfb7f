import type { ComponentType } from 'react';

/** The contest feature's pieces a recent-contest card shows, handed in by the app (features do not import each other). */
export interface ContestCardParts {
  StatusTag: ComponentType<{ status: number }>;
  RuleTag: ComponentType<{ type: number }>;
  Duration: ComponentType<{ seconds: number }>;
  Participants: ComponentType<{ count: number }>;
}
