import type { FactCorrection } from '@strata/contracts';
import { createContext, useContext } from 'react';

/**
 * How the results page re-runs its analysis from corrected facts (the Client Facts panel and
 * the Financials and Overview figures share it). Without a saved project there is nothing to
 * re-run: `rerun` is absent, and a figure's edit stays local (SPEC's reading).
 */
export interface RerunActions {
  rerun?: (corrections: FactCorrection[]) => Promise<unknown>;
  isRerunning: boolean;
  /** The saved project whose versions can be listed. */
  projectId?: string;
  /** The earlier version on screen; null for the latest. */
  viewedVersion: number | null;
  viewVersion?: (version: number | null) => void;
}

export const RerunContext = createContext<RerunActions>({
  isRerunning: false,
  viewedVersion: null,
});

export function useRerunActions(): RerunActions {
  return useContext(RerunContext);
}
