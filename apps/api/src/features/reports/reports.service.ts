import { analysisSchema, toStructuredAnalysis } from '@strata/contracts';
import type { SessionUser } from '../../app-env';
import { toProjectDto } from '../projects/projects.mapper';
import type { ProjectRow } from '../projects/projects.service';
import { buildReportContent } from './report-content';
import { renderReportPdf } from './report-pdf';

export type ProjectReport =
  { ok: true; pdf: Buffer; fileName: string } | { ok: false; reason: string };

/** 'Client 100482 - financial plan.pdf' safe for a Content-Disposition header. */
export function reportFileName(label: string): string {
  const safe = label
    .replace(/[^\w .,-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${safe || 'Client'} - financial plan.pdf`;
}

/** The client report of a completed, structured analysis; a reason otherwise. */
export async function buildProjectReport(
  row: ProjectRow,
  advisor: Pick<SessionUser, 'name' | 'email'>,
  now = new Date(),
): Promise<ProjectReport> {
  if (row.status !== 'completed') return { ok: false, reason: 'The analysis has not completed.' };
  const parsed = analysisSchema.safeParse(toStructuredAnalysis(row.analysis));
  if (!parsed.success)
    return { ok: false, reason: 'The analysis is text, not figures: there is no report to make.' };
  const project = toProjectDto(row);
  const content = buildReportContent({
    clientLabel: project.name,
    advisor: advisor.name?.trim() || advisor.email,
    generatedAt: now,
    analysis: parsed.data,
    explanations: project.explanations,
  });
  return { ok: true, pdf: await renderReportPdf(content), fileName: reportFileName(project.name) };
}
