import { EventEmitter } from 'node:events';

export type AnalysisStage =
  | 'queued'
  | 'documents'
  | 'redaction'
  | 'facts'
  | 'strategies'
  | 'narrative'
  | 'validation'
  | 'saving';

export interface AnalysisProgressEvent {
  stage: AnalysisStage;
  message: string;
}

/** How a job ended, as announced to listeners in this process. */
export type AnalysisOutcome = { status: 'completed' } | { status: 'failed'; error: string };

/**
 * In-process progress of running analyses, keyed by project id. A convenience for live
 * updates only: the project row's status is the truth (another instance may run the job).
 */
export class AnalysisProgress {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open event stream; many streams may watch at once.
    this.emitter.setMaxListeners(0);
  }

  report(projectId: string, event: AnalysisProgressEvent): void {
    this.emitter.emit(`progress:${projectId}`, event);
  }

  finish(projectId: string, outcome: AnalysisOutcome): void {
    this.emitter.emit(`end:${projectId}`, outcome);
  }

  /** Subscribes to one project's events; returns the unsubscribe function. */
  watch(
    projectId: string,
    onProgress: (event: AnalysisProgressEvent) => void,
    onEnd: (outcome: AnalysisOutcome) => void,
  ): () => void {
    this.emitter.on(`progress:${projectId}`, onProgress);
    this.emitter.on(`end:${projectId}`, onEnd);
    return () => {
      this.emitter.off(`progress:${projectId}`, onProgress);
      this.emitter.off(`end:${projectId}`, onEnd);
    };
  }
}
